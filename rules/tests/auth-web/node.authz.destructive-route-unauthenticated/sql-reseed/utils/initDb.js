const sqlite3 = require('sqlite3');

function initDatabase() {
  const db = new sqlite3.Database('./application.db');
  db.serialize(() => {
    db.run('DROP TABLE IF EXISTS messages');
    db.run('CREATE TABLE messages (id INTEGER PRIMARY KEY, user_id INTEGER, content TEXT)');
  });
  db.close();
}

module.exports = initDatabase;
