const express = require('express');
const crypto = require('crypto');
const sqlite3 = require('sqlite3');

const db = new sqlite3.Database('./chat.db');
const app = express();
app.use(express.json());

const etagOf = (body) => crypto.createHash('sha1').update(body).digest('hex');
const normalize = (value) => String(value).trim();

db.run('CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT, password TEXT)');

app.post('/register', (req, res) => {
  const { user, pass } = req.body;
  // ruleid: node.password.no-hashing-library
  db.run('INSERT INTO users (username, password) VALUES (?, ?)', [user, normalize(pass)], () => res.redirect('/login'));
});

app.get('/profile', (req, res) => {
  const body = JSON.stringify({ user: req.query.user });
  res.set('ETag', etagOf(body)).send(body);
});

module.exports = app;
