const express = require('express');
const crypto = require('crypto');
const sqlite3 = require('sqlite3');

const db = new sqlite3.Database('./chat.db');
const app = express();
app.use(express.json());

const digestOf = (plaintext) => crypto.createHash('sha1').update(plaintext).digest('hex');

db.run('CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT, password TEXT)');

app.post('/register', (req, res) => {
  const { user, pass } = req.body;
  // ok: node.password.no-hashing-library
  db.run('INSERT INTO users (username, password) VALUES (?, ?)', [user, digestOf(pass)], () => res.redirect('/login'));
});

module.exports = app;
