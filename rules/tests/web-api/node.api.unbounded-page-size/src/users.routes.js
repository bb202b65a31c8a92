const express = require('express');
const User = require('./models/User');
const AuditLog = require('./models/AuditLog');
const Item = require('./models/Item');

const router = express.Router();

router.get('/users', async (req, res) => {
  const limit = parseInt(req.query.limit, 10) || 25;
  const users = await User.find({ active: true })
    .sort({ createdAt: -1 })
    // ruleid: node.api.unbounded-page-size
    .limit(limit)
    .select('name email');
  res.json(users);
});

router.get('/audit', async (req, res) => {
  const limit = parseInt(req.query.limit, 10) || 50;
  if (limit < 1 || limit > 200) return res.status(400).json({ error: 'limit must be 1-200' });
  // ok: node.api.unbounded-page-size
  const entries = await AuditLog.find({ org: req.user.orgId }).limit(limit);
  res.json(entries);
});

router.get('/audit/export', async (req, res) => {
  // ruleid: node.api.unbounded-page-size
  const entries = await AuditLog.find({ org: req.user.orgId }).limit(+req.query.max);
  res.json(entries);
});

router.get('/recent', async (req, res) => {
  // ok: node.api.unbounded-page-size
  const users = await User.find({ active: true }).limit(10);
  res.json(users);
});

router.get('/favorites', async (req, res) => {
  const user = await User.findById(req.user.id);
  // ok: node.api.unbounded-page-size
  const items = await Item.find({ _id: { $in: user.favoriteIds } }).limit(parseInt(req.query.limit, 10));
  res.json(items);
});

module.exports = router;
