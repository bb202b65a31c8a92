const jwt = require('jsonwebtoken');

function userFromCookie() {
  return function (req, res, next) {
    try {
      req.user = jwt.verify(req.cookies.auth_token, process.env.JWT_SECRET);
      next();
    } catch (error) {
      res.status(401).json({ error: 'not signed in' });
    }
  };
}

module.exports = { userFromCookie };
