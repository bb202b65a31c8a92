const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET;

function verifyLegacy(token) {
  // ruleid: node.jwt.none-algorithm
  return jwt.verify(token, SECRET, { algorithms: ['HS256', 'none'] });
}

function verify(token) {
  // ok: node.jwt.none-algorithm
  return jwt.verify(token, SECRET, { algorithms: ['HS256'] });
}

function issueServiceToken(service) {
  // ruleid: node.jwt.none-algorithm
  return jwt.sign({ sub: service, scope: 'internal' }, null, { algorithm: 'none' });
}

function issue(user) {
  // ok: node.jwt.none-algorithm
  return jwt.sign({ sub: user.id }, SECRET, { algorithm: 'HS256', expiresIn: '15m' });
}

module.exports = { verifyLegacy, verify, issueServiceToken, issue };
