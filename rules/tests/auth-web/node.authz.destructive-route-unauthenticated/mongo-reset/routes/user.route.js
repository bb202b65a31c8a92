const express = require('express');
const User = require('../models/User');

const userRoutes = express.Router();

userRoutes.route('/login').post(async (req, res) => {
  const users = await User.find({ username: String(req.body.username), password: String(req.body.password) });
  if (users.length === 0) return res.status(401).json({ msg: 'Invalid username or password.' });
  res.json({ role: users[0].role });
});

module.exports = userRoutes;
