const db = require('./db');

function checkLogin(name, password) {
  // the login compares the column with the password it is handed, as typed: the table holds it so
  // ruleid: node.password.no-hashing-library
  return db.one('SELECT * FROM users WHERE name = $1 AND password = $2', [name, password]);
}

module.exports = checkLogin;
