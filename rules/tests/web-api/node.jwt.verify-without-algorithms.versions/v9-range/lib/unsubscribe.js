const jwt = require('jsonwebtoken');

const UNSUBSCRIBE_SECRET = process.env.UNSUBSCRIBE_SECRET;

function emailFromUnsubscribeToken(token) {
  // no lock file: the declared ^9.0.1 is read at its lowest version, 9.0.1
  // ok: node.jwt.verify-without-algorithms
  const { email } = jwt.verify(token, UNSUBSCRIBE_SECRET);
  return email;
}

module.exports = { emailFromUnsubscribeToken };
