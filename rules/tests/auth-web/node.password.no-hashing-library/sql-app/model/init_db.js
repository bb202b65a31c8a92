const db = require('./db');

function initDb() {
  // the table a login lookup reads: the finding goes to that lookup (model/auth.js)
  // ok: node.password.no-hashing-library
  db.none('CREATE TABLE IF NOT EXISTS users(name VARCHAR(100) PRIMARY KEY, password VARCHAR(50))');
  // ok: node.password.no-hashing-library
  db.none('CREATE TABLE IF NOT EXISTS products(id SERIAL PRIMARY KEY, name VARCHAR(100), price NUMERIC)');
}

module.exports = initDb;
