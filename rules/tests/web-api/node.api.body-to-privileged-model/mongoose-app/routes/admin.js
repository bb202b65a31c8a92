const express = require('express');
const User = require('../models/user');
const { requireAdmin } = require('../middleware/auth');

const router = express.Router();

// administrators edit every field of an account, the admin flag included
router.put('/users/:id', requireAdmin, async (req, res) => {
  // ok: node.api.body-to-privileged-model
  const user = await User.findByIdAndUpdate(req.params.id, req.body, { new: true });
  res.json(user);
});

module.exports = router;
