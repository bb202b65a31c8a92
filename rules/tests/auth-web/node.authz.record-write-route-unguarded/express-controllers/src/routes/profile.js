const express = require('express');
const { requireAuth } = require('../middleware/auth');
const User = require('../models/user');

const router = express.Router();

// ok: node.authz.record-write-route-unguarded
router.patch('/:id', requireAuth, async (req, res) => {
  res.json(await User.findByIdAndUpdate(req.user.id, { name: req.body.name }));
});

module.exports = router;
