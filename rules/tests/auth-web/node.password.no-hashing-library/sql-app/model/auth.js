const db = require('./db');

function checkLogin(name, password) {
  return db.one('SELECT * FROM users WHERE name = $1 AND password = $2', [name, password]);
}

module.exports = checkLogin;
