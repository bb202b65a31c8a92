const express = require('express');
const { User } = require('../models');
const passwords = require('../services/passwords');

const router = express.Router();

router.post('/users', async (req, res) => {
  const { email, password } = req.body;
  // ok: node.password.no-hashing-library
  const user = await User.create({ email, password: await passwords.hash(password) });
  res.status(201).json({ id: user.id });
});

module.exports = router;
