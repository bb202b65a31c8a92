const bcrypt = require('bcryptjs');
const Logger = require('../logger');

class LocalAuthStrategy {
  async verifyCredentials(req, username, password, done) {
    const user = await Database.userModel.getUserByUsername(username.toLowerCase());
    if (!user) {
      // ok: node.auth.login-user-enumeration
      this.logFailedLoginAttempt(req, username, 'User not found');
      return done(null, null);
    }
    if (!(await bcrypt.compare(password, user.pash))) {
      this.logFailedLoginAttempt(req, user.username, 'Invalid password');
      return done(null, null);
    }
    return done(null, user);
  }

  logFailedLoginAttempt(req, username, message) {
    Logger.error(`[LocalAuth] Failed login attempt for "${username}" from ${req.ip} (${message})`);
  }
}

module.exports = LocalAuthStrategy;
