const express = require('express');
const argon2 = require('argon2');
const { Customers } = require('../db');

const router = express.Router();

// limited by authLimiter, which app.js mounts on /api/auth before this router
// ok: node.auth.login-without-attempt-limit
router.post('/login', async (req, res) => {
  const customer = await Customers.byEmail(req.body.email);
  if (!customer || !(await argon2.verify(customer.passwordHash, req.body.password))) {
    return res.status(401).json({ error: 'Invalid email or password' });
  }
  res.json({ token: await Customers.issueToken(customer) });
});

module.exports = router;
