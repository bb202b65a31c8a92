const { verifyToken } = require('./tokens');

function requireUser(req, res, next) {
  const header = req.headers.authorization || '';
  const user = verifyToken(header.replace(/^Bearer /, ''));
  if (!user) return res.status(401).end();
  req.account = user;
  return next();
}

module.exports = { requireUser };
