// A module that exports one function: `module.exports = doAuth`.
const pgp = require('pg-promise')();
const config = require('../config');

function doAuth(username, password) {
  const db = pgp(config.db.connectionString);
  // ruleid: js.sql.sql-string-built
  const q = "SELECT * FROM users WHERE name = '" + username + "' AND password = '" + password + "';";
  return db.one(q);
}

module.exports = doAuth;
