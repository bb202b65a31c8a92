const sqlite3 = require('sqlite3');

const db = new sqlite3.Database('./guestbook.db');

db.serialize(() => {
  // ok: node.password.no-hashing-library
  db.run('CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, password TEXT)');
  // ok: node.password.no-hashing-library
  db.run("INSERT OR IGNORE INTO users (username, password) VALUES ('admin', 'changeme')");
});

module.exports = db;
