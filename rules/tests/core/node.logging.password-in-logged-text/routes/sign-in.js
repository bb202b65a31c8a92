const express = require('express');
const jwt = require('jsonwebtoken');
const { User } = require('../models');

const router = express.Router();

// A sign-in route's body holds the password, named by the handler or not.
router.post('/auth/login', async (req, res) => {
  const credentials = req.body;
  // ruleid: node.logging.password-in-logged-text
  console.log('[auth] login attempt:', JSON.stringify(credentials));
  // ok: node.logging.password-in-logged-text
  console.log('[auth] login attempt for', credentials.username);
  const user = await User.authenticate(credentials);
  if (!user) return res.status(401).json({ message: 'Invalid credentials' });
  return res.json({ token: jwt.sign({ sub: user.id }, process.env.JWT_SECRET, { expiresIn: '1h' }) });
});

router.put('/account/sign-up', async (req, res) => {
  // ruleid: node.logging.password-in-logged-text
  console.info('new account', req.body);
  const user = await User.register(req.body);
  res.status(201).json({ id: user.id });
});

// A forgotten password's request carries the email address it is sent to, no password; the reset
// that sets the new one carries it.
router.post('/customers/forgot-password', async (req, res) => {
  // ok: node.logging.password-in-logged-text
  console.log('[auth] forgot password request:', req.body);
  await User.sendResetLink(String(req.body.email));
  res.sendStatus(202);
});

router.post('/customers/reset-password', async (req, res) => {
  // ruleid: node.logging.password-in-logged-text
  console.log('[auth] reset password request:', req.body);
  await User.resetPassword(String(req.body.token), String(req.body.password));
  res.sendStatus(204);
});

// A body of another route: no password in it.
router.post('/users/filter', async (req, res) => {
  const filter = req.body;
  // ok: node.logging.password-in-logged-text
  console.log('[users] filter:', JSON.stringify(filter));
  res.json(await User.list({ role: String(filter.role || 'user') }));
});

// A device's push registration: a token for notifications, no password.
router.post('/devices/register', async (req, res) => {
  // ok: node.logging.password-in-logged-text
  console.log('device registered', req.body);
  res.sendStatus(204);
});

router.post('/users/register', async (req, res) => {
  const signup = req.body;
  // ruleid: node.logging.password-in-logged-text
  console.log(`sign-up: ${JSON.stringify(signup)}`);
  res.status(201).json(await User.register(signup));
});

module.exports = router;
