const express = require('express');
const Post = require('../models/post');
const User = require('../models/user');

const router = express.Router();

// ok: node.authz.destructive-route-unauthenticated
router.post('/reset', async (req, res) => {
  await Post.deleteMany({});
  await User.deleteMany({});
  res.status(204).end();
});

module.exports = router;
