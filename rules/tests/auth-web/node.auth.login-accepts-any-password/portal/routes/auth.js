const express = require('express');
const bcrypt = require('bcrypt');
const jwt = require('jsonwebtoken');
const { Users } = require('../db');
const authService = require('../services/auth');

const router = express.Router();

// the password is compared with the stored hash
// ok: node.auth.login-accepts-any-password
router.post('/login', async (req, res) => {
  const { email, password } = req.body;
  if (!email || !password) return res.status(400).json({ error: 'Email and password are required' });
  const user = await Users.byEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    return res.status(401).json({ error: 'Invalid email or password' });
  }
  res.json({ token: jwt.sign({ sub: user.id }, process.env.JWT_SECRET, { expiresIn: '1h' }) });
});

// handed to the service, which checks it
// ok: node.auth.login-accepts-any-password
router.post('/api/signin', async (req, res) => {
  const { email, password: typed } = req.body;
  if (!typed) return res.sendStatus(400);
  const user = await authService.login(email, typed);
  req.session.user = user;
  res.json({ ok: Boolean(user) });
});

module.exports = router;
