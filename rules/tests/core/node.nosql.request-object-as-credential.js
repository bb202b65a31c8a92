const express = require('express');
const crypto = require('crypto');
const monk = require('monk');
const User = require('../models/user');

const db = monk('localhost:27017/shop');
const router = express.Router();

router.post('/session', async function (req, res) {
  const collection = db.get('userlist');
  // ruleid: node.nosql.request-object-as-credential
  const user = await collection.findOne({ username: req.body.username, password: req.body.password });
  res.send(user ? { username: user.username } : { msg: 'unauthorized' });
});

router.post('/session-typed', async function (req, res) {
  const collection = db.get('userlist');
  // ok: node.nosql.request-object-as-credential
  const user = await collection.findOne({ username: String(req.body.username), password: String(req.body.password) });
  res.send(user ? { username: user.username } : { msg: 'unauthorized' });
});

router.post('/api/login', async (req, res) => {
  const { username, password } = req.body;
  if (!username || !password) {
    return res.status(400).json({ message: 'Username and password are required.' });
  }
  const user = await req.app.locals.db.collection('users').findOne({
    username: username,
    // ruleid: node.nosql.request-object-as-credential
    password: password,
  });
  res.status(user ? 200 : 401).json({ ok: !!user });
});

router.post('/api/login-eq', async (req, res) => {
  const { username, password } = req.body;
  const user = await req.app.locals.db.collection('users').findOne({
    username: { $eq: username },
    // ok: node.nosql.request-object-as-credential
    password: { $eq: password },
  });
  res.status(user ? 200 : 401).json({ ok: !!user });
});

router.post('/password/reset', async (req, res) => {
  const { token, newPassword } = req.body;
  // ruleid: node.nosql.request-object-as-credential
  const user = await User.findOneAndUpdate({ token }, { $set: { password: await hash(newPassword) }, $unset: { token: 1 } });
  res.json({ ok: !!user });
});

router.post('/password/reset-hashed', async (req, res) => {
  const digest = crypto.createHash('sha256').update(String(req.body.token)).digest('hex');
  // ok: node.nosql.request-object-as-credential
  const user = await User.findOne({ resetTokenHash: digest, resetExpires: { $gt: new Date() } });
  res.json({ ok: !!user });
});

router.get('/users/by-name', async (req, res) => {
  // ok: node.nosql.request-object-as-credential
  const users = await User.find({ username: req.query.name }, { password: 0 });
  res.json(users);
});
