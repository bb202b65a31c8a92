const express = require('express');
const { db } = require('./db');

const app = express();
app.use(express.static('public'));
app.use(express.urlencoded({ extended: false }));

app.post('/login', async (req, res) => {
  const user = await db.get('SELECT * FROM users WHERE username = ?', [req.body.username]);
  // ruleid: node.password.plaintext-compare
  if (!user || user.password !== req.body.password) return res.status(401).send('Invalid login');
  req.session.userId = user.id;
  res.redirect('/');
});

module.exports = app;
