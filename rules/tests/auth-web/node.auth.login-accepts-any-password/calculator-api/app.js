const express = require('express');
const jwt = require('jsonwebtoken');

const app = express();
app.use(express.json());
const JWT_SECRET = process.env.JWT_SECRET;

// Simplified auth - in a real app this would check the database
// ruleid: node.auth.login-accepts-any-password
app.post('/login', async (req, res) => {
  const { username, password } = req.body;
  if (username && password) {
    const token = jwt.sign({ username }, JWT_SECRET, { expiresIn: '1h' });
    res.json({ token });
  } else {
    res.status(401).json({ error: 'Invalid credentials' });
  }
});

// the demo account's session: the password must be non-empty and nothing more
// ruleid: node.auth.login-accepts-any-password
app.post('/demo/sign-in', (req, res) => {
  if (!req.body.password || req.body.password.length < 1) return res.sendStatus(400);
  req.session.user = { name: req.body.username, demo: true };
  res.redirect('/');
});

module.exports = app;
