const express = require('express');
const jwt = require('jsonwebtoken');
const db = require('../db');

const router = express.Router();

// ok: node.authz.destructive-route-unauthenticated
router.post('/', (req, res) => {
  db.get('SELECT * FROM users WHERE username = ? AND password = ?', [req.body.username, req.body.password], (err, user) => {
    if (!user) return res.status(401).send('Invalid credentials');
    res.json({ token: jwt.sign({ username: user.username }, process.env.JWT_SECRET, { expiresIn: '1h' }) });
  });
});

module.exports = router;
