const express = require('express');
const jwt = require('jsonwebtoken');
const db = require('../db');
const { User } = require('../models');

const router = express.Router();

router.post('/login', (req, res) => {
  db.get('SELECT id, username, role FROM users WHERE username = ?', [req.body.username], (err, user) => {
    if (!user) return res.status(401).send('Invalid credentials');
    // ruleid: node.jwt.sign-without-expiry
    const token = jwt.sign(user, process.env.JWT_SECRET);
    res.json({ token });
  });
});

router.post('/login-expiring', (req, res) => {
  db.get('SELECT id, username, role FROM users WHERE username = ?', [req.body.username], (err, user) => {
    if (!user) return res.status(401).send('Invalid credentials');
    // ok: node.jwt.sign-without-expiry
    const token = jwt.sign(user, process.env.JWT_SECRET, { expiresIn: '1h' });
    res.json({ token });
  });
});

router.post('/api/session', async (req, res) => {
  const account = await User.findOne({ where: { email: req.body.email }, raw: true });
  // ruleid: node.jwt.sign-without-expiry
  res.json({ token: jwt.sign(account, process.env.JWT_SECRET) });
});

router.post('/api/session-expiring', async (req, res) => {
  const account = await User.findOne({ where: { email: req.body.email }, raw: true });
  account.exp = Math.floor(Date.now() / 1000) + 3600;
  // ok: node.jwt.sign-without-expiry
  res.json({ token: jwt.sign(account, process.env.JWT_SECRET) });
});

// a payload built elsewhere: whether it carries exp is not shown here
function issue(claims) {
  // ok: node.jwt.sign-without-expiry
  return jwt.sign(claims, process.env.JWT_SECRET);
}

// jsonwebtoken 4's options: expiresInMinutes and expiresInSeconds set exp
router.post('/legacy/authenticate', (req, res) => {
  User.findOne({ name: String(req.body.name) }, (err, user) => {
    if (!user) return res.status(401).json({ success: false });
    // ok: node.jwt.sign-without-expiry
    const token = jwt.sign({ id: user.id }, process.env.JWT_SECRET, { expiresInMinutes: 1440 });
    res.json({ success: true, token });
  });
});

router.post('/legacy/refresh', (req, res) => {
  User.findById(req.user.id, (err, user) => {
    if (!user) return res.status(401).json({ success: false });
    // ok: node.jwt.sign-without-expiry
    res.json({ token: jwt.sign({ id: user.id }, process.env.JWT_SECRET, { expiresInSeconds: 900 }) });
  });
});

module.exports = { router, issue };
