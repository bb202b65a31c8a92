const express = require('express');
const db = require('../db/init');

const router = express.Router();

router.post('/signup', (req, res) => {
  const { username, password } = req.body;
  db.run(
    // ruleid: node.password.no-hashing-library
    'INSERT INTO users (username, password) VALUES (?, ?)',
    [username, password],
    (err) => (err ? res.status(409).send('Taken') : res.redirect('/login')),
  );
});

router.post('/login', (req, res) => {
  const { username, password } = req.body;
  db.get('SELECT id FROM users WHERE username = ? AND password = ?', [username, password], (err, row) => {
    if (!row) return res.status(401).send('Invalid');
    req.session.regenerate(() => {
      req.session.userId = row.id;
      res.redirect('/');
    });
  });
});

router.post('/notes', (req, res) => {
  // ok: node.password.no-hashing-library
  db.run('INSERT INTO notes (user_id, body) VALUES (?, ?)', [req.session.userId, req.body.body]);
  res.redirect('/');
});

module.exports = router;
