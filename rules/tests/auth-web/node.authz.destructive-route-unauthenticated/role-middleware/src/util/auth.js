const jwt = require('jsonwebtoken');

const priority = { Rider: 0, Driver: 1, Admin: 2 };

function validateToken(req, res, done) {
  const token = (req.headers.authorization || '').replace(/^Bearer /, '');
  jwt.verify(token, process.env.JWT_SECRET, (err, payload) => done(err ? null : payload));
}

// the route's role check: the token verified, then its user type compared with the level asked
function validateUser(authLevel) {
  return (req, res, next) => {
    validateToken(req, res, (payload) => {
      if (payload && priority[payload.userType] >= priority[authLevel]) {
        res.locals.user = payload;
        next();
      } else {
        res.status(400).send({ err: 'Invalid token' });
      }
    });
  };
}

// tags each request for the logs: checks nobody
function withRequestId(req, res, next) {
  res.setHeader('X-Request-Id', Math.random().toString(36).slice(2));
  next();
}

module.exports = { validateUser, withRequestId };
