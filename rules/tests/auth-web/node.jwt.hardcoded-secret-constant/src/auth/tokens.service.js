const jwt = require('jsonwebtoken');

let jwtSecret;
if (process.env.NODE_ENV === 'test') {
  // ruleid: node.jwt.hardcoded-secret-constant
  jwtSecret = 'test-only-secret';
} else {
  // ok: node.jwt.hardcoded-secret-constant
  jwtSecret = process.env.JWT_SECRET;
}

class TokenService {
  // ruleid: node.jwt.hardcoded-secret-constant
  refreshTokenSecret = 'refresh-9c1f2e';

  issue(userId) {
    return jwt.sign({ sub: userId }, jwtSecret, { expiresIn: '15m' });
  }
}

module.exports = { TokenService };
