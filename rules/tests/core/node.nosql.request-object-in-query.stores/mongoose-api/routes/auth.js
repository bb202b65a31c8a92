// Express and Mongoose: a JSON body may hold {"$ne": null} where the code expects a string.
const express = require('express');
const bcrypt = require('bcrypt');
const validator = require('validator');
const User = require('../models/user');

const router = express.Router();

router.post('/login', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  const user = await User.findOne({ email: req.body.email });
  if (!user || !(await bcrypt.compare(String(req.body.password), user.passwordHash))) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  res.json({ id: user.id });
});

// a string method's result is a string (on an object it throws before the query)
router.post('/password/forgot', async (req, res) => {
  const { email } = req.body;
  // ok: node.nosql.request-object-in-query
  const user = await User.findOne({ email: email.trim().toLowerCase() });
  if (user) await user.sendResetMail();
  res.sendStatus(204);
});

router.post('/invitations/accept', async (req, res) => {
  const token = req.body.token.trim();
  // ok: node.nosql.request-object-in-query
  const user = await User.findOne({ invitationToken: token });
  res.json({ ok: Boolean(user) });
});

module.exports = router;

// a check that calls a string method: it throws on an operator object before the query runs
router.post('/register', async (req, res) => {
  const { username, email } = req.body;
  if (username.trim().length < 3) {
    return res.status(400).json({ error: 'username too short' });
  }
  if (!validator.isEmail(email)) {
    return res.status(400).json({ error: 'invalid email' });
  }
  // ok: node.nosql.request-object-in-query
  const taken = await User.exists({ $or: [{ username }, { email }] });
  res.status(taken ? 409 : 201).end();
});

// trimmed only when given: an operator object skips nothing here, but the check runs on some paths only
router.patch('/profile', async (req, res) => {
  const { displayName } = req.body;
  if (displayName) {
    req.user.displayName = displayName.trim();
  }
  // ruleid: node.nosql.request-object-in-query
  const clash = await User.findOne({ displayName });
  res.json({ available: !clash });
});
