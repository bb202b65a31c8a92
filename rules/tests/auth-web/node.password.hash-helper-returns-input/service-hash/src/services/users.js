const { hashPassword, normalizePassword } = require('../lib/passwords');
const User = require('../models/user');

class UserService {
  // ok: node.password.hash-helper-returns-input
  static async hashPassword(password) {
    return hashPassword(normalizePassword(password));
  }

  static async register(email, password) {
    return User.create({ email, passwordHash: await UserService.hashPassword(password) });
  }
}

module.exports = UserService;
