const jwt = require('jsonwebtoken');
const User = require('../models/user');

async function login(req, res) {
  const user = await User.findOne({ email: req.body.email });
  res.json({ token: jwt.sign({ sub: user.id }, process.env.JWT_SECRET, { expiresIn: '1h' }) });
}

async function register(req, res) {
  res.status(201).json(await User.create({ email: req.body.email }));
}

module.exports = { login, register };
