const jwt = require('jsonwebtoken');

// the API is used by the mobile app and the CLI: a bearer token in the Authorization header
module.exports = function requireToken(req, res, next) {
  const header = req.headers.authorization || '';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) {
    return res.status(401).json({ error: 'missing token' });
  }
  try {
    req.user = jwt.verify(token, process.env.JWT_SECRET);
    return next();
  } catch (err) {
    return res.status(401).json({ error: 'invalid token' });
  }
};
