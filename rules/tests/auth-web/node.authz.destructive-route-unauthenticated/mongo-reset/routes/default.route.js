const express = require('express');
const User = require('../models/User');

const defaultRoutes = express.Router();

// ok: node.authz.destructive-route-unauthenticated
defaultRoutes.route('/').get((req, res) => {
  res.render('index', { title: 'Home' });
});

// ruleid: node.authz.destructive-route-unauthenticated
defaultRoutes.route('/reset').get(async (req, res) => {
  await User.deleteMany({});
  await User.insertMany([
    { username: 'admin', role: 'admin', password: process.env.ADMIN_PASSWORD },
    { username: 'guest', role: 'guest', password: process.env.GUEST_PASSWORD },
  ]);
  res.render('reset', { title: 'Reset DB' });
});

// ok: node.authz.destructive-route-unauthenticated
defaultRoutes.route('/tidy').post(async (req, res) => {
  const trimmed = require('lodash').drop(await User.find({ role: 'guest' }), 10);
  await User.deleteMany({ _id: { $in: trimmed.map((u) => u._id) } });
  res.sendStatus(204);
});

module.exports = defaultRoutes;
