const argon2 = require('argon2');

// ok: node.password.hash-helper-returns-input
async function hashPassword(password) {
  return argon2.hash(password, { type: argon2.argon2id });
}

// the password as typed, trimmed, before it is hashed: named for what it does
// ok: node.password.hash-helper-returns-input
function normalizePassword(password) {
  return password.trim();
}

module.exports = { hashPassword, normalizePassword };
