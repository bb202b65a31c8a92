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

// The Auth emulator takes an unsigned custom token; the app builds one by hand in its e2e sign-in.
function emulatorCustomToken(uid, projectId) {
  const b64url = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  // ok: node.jwt.none-algorithm
  const header = { alg: 'none', typ: 'JWT' };
  const claims = { uid, aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit', iss: `firebase-adminsdk@${projectId}.iam.gserviceaccount.com` };
  return `${b64url(header)}.${b64url(claims)}.`;
}

module.exports = { verifyLegacy, verify, issueServiceToken, issue, emulatorCustomToken };
