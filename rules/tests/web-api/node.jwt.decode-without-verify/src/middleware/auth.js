const jwt = require('jsonwebtoken');
const { getSigningKey } = require('../jwks');

async function requireUser(req, res, next) {
  const token = (req.headers.authorization || '').replace(/^Bearer /, '');
  // ruleid: node.jwt.decode-without-verify
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  if (!payload.sub) return res.status(401).end();
  req.userId = payload.sub;
  next();
}

async function requireVerifiedUser(req, res, next) {
  const token = (req.headers.authorization || '').replace(/^Bearer /, '');
  // ok: node.jwt.decode-without-verify
  const { header } = jwt.decode(token, { complete: true }) || {};
  const key = await getSigningKey(header && header.kid);
  try {
    const claims = jwt.verify(token, key, { algorithms: ['RS256'] });
    req.userId = claims.sub;
    next();
  } catch {
    res.status(401).end();
  }
}

async function requireAdmin(req, res, next) {
  // ruleid: node.jwt.decode-without-verify
  const claims = jwt.decode(req.cookies.session);
  if (!claims || claims.role !== 'admin') return res.status(403).end();
  next();
}

module.exports = { requireUser, requireVerifiedUser, requireAdmin };
