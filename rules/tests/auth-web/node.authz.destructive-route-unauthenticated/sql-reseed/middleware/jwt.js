const jwt = require('jsonwebtoken');

module.exports = function authenticate(req, res, next) {
  const token = (req.headers.authorization || '').split(' ')[1];
  jwt.verify(token, process.env.JWT_SECRET, (err, decoded) => {
    if (err) return res.status(403).send('Invalid token');
    req.user = decoded;
    next();
  });
};
