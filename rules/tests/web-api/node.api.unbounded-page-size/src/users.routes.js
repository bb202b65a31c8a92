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

// Every sender the caller has mailed, with counts; `?limit=` only trims the list.
router.get('/senders', async (req, res) => {
  const limit = parseInt(req.query.limit, 10);
  let query = Item.aggregate([{ $match: { owner: req.user.id } }, { $group: { _id: '$from', count: { $sum: 1 } } }]);
  if (limit) {
    // ok: node.api.unbounded-page-size
    query = query.limit(limit);
  }
  res.json(await query);
});

router.get('/senders/top', async (req, res) => {
  const limit = parseInt(req.query.limit, 10) || 20;
  let query = Item.aggregate([{ $match: { owner: req.user.id } }, { $group: { _id: '$from', count: { $sum: 1 } } }]);
  if (limit) {
    // ruleid: node.api.unbounded-page-size
    query = query.limit(limit);
  }
  res.json(await query);
});

router.get('/senders/recent', async (req, res) => {
  const limit = parseInt(req.query.limit, 10);
  const query = Item.find({ owner: req.user.id }).sort({ createdAt: -1 });
  // ok: node.api.unbounded-page-size
  res.json(await (limit ? query.limit(limit) : query));
});

router.get('/senders/paged', async (req, res) => {
  const limit = parseInt(req.query.limit, 10);
  const query = Item.find({ owner: req.user.id }).sort({ createdAt: -1 });
  // ruleid: node.api.unbounded-page-size
  res.json(await (limit ? query.limit(limit) : query.limit(50)));
});

module.exports = router;
