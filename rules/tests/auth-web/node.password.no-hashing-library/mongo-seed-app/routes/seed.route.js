const express = require('express');
const User = require('../models/User');
const Visit = require('../models/Visit');

const router = express.Router();

router.get('/seed', async (req, res) => {
  const accounts = [
    { username: 'admin', role: 'admin', password: process.env.ADMIN_PASSWORD },
    { username: 'guest', role: 'guest', password: process.env.GUEST_PASSWORD },
  ];
  for (const account of accounts) {
    // ruleid: node.password.no-hashing-library
    await new User(account).save();
  }
  // ok: node.password.no-hashing-library
  await new Visit({ path: '/seed', at: new Date() }).save();
  res.send('seeded');
});

router.post('/login', async (req, res) => {
  const user = await User.findOne({ username: String(req.body.username) });
  if (!user || user.password !== String(req.body.password)) {
    // ok: node.password.no-hashing-library
    throw new Error('invalid password');
  }
  res.json({ role: user.role });
});

module.exports = router;
