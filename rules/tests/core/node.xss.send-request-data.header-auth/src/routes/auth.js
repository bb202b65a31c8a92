const express = require('express');
const jwt = require('jsonwebtoken');
const users = require('../models/user');

// the sign-in routes: a router, not a guard
const router = express.Router();

router.post('/auth/token', async (req, res) => {
  const user = await users.verifyPassword(req.body.email, req.body.password);
  if (!user) return res.status(401).json({ error: 'wrong email or password' });
  return res.json({ token: jwt.sign({ sub: user.id }, process.env.JWT_SECRET, { expiresIn: '1h' }) });
});

module.exports = router;
