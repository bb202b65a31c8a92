const fs = require('fs');
const jwt = require('jsonwebtoken');

const IDP_CERT = fs.readFileSync(process.env.IDP_CERT_PATH, 'utf8');

function ssoClaims(req, res, next) {
  try {
    // `^8.5.1 || ^9.0.0` allows 8.5.1, which verifies an HS256 token with the certificate as its secret
    // ruleid: node.jwt.verify-without-algorithms
    req.sso = jwt.verify(req.query.assertion, IDP_CERT);
    next();
  } catch (err) {
    res.status(401).send('invalid assertion');
  }
}

module.exports = { ssoClaims };
