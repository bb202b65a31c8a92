class Security {
  // ruleid: node.password.hash-helper-returns-input
  static encryptPassword(password) {
    return String(password);
  }
}

module.exports = Security;
