const express = require('express');
const bcrypt = require('bcryptjs');
const User = require('../models/user');
const Post = require('../models/post');
const { requireUser, signToken } = require('../auth');

const router = express.Router();

router.post('/register', async (req, res) => {
  const { email, name, password } = req.body;
  const hash = await bcrypt.hash(password, 12);
  const user = await User.create({ email, name, password: hash });
  // ruleid: node.api.user-row-with-password-in-response
  res.status(201).json({ token: signToken(user.id), user });
});

router.post('/login', async (req, res) => {
  const user = await User.findOne({ email: req.body.email });
  if (!user || !(await bcrypt.compare(req.body.password, user.password))) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  const token = signToken(user.id);
  // ruleid: node.api.user-row-with-password-in-response
  return res.json(user);
});

router.get('/me', requireUser, async (req, res) => {
  const me = await User.findById(req.user.id).select('-password');
  // ok: node.api.user-row-with-password-in-response
  res.json(me);
});

router.get('/users/:id', requireUser, async (req, res) => {
  const user = await User.findById(req.params.id, 'name email');
  // ok: node.api.user-row-with-password-in-response
  res.json(user);
});

router.patch('/me', requireUser, async (req, res) => {
  const user = await User.findByIdAndUpdate(req.user.id, { name: req.body.name }, { new: true }).lean();
  delete user.password;
  // ok: node.api.user-row-with-password-in-response
  res.json(user);
});

router.get('/profile', requireUser, async (req, res) => {
  const user = await User.findById(req.user.id);
  const { password, ...profile } = user.toObject();
  // ok: node.api.user-row-with-password-in-response
  res.json(profile);
});

router.get('/posts/:id', async (req, res) => {
  const post = await Post.findById(req.params.id);
  // ok: node.api.user-row-with-password-in-response
  res.json(post);
});

module.exports = router;
