const express = require('express');
const router = express.Router();

router.get('/posts', (req, res) => res.json(listPosts()));

// ok: node.authz.admin-route-unguarded
router.get('/admin/posts', (req, res) => {
  res.json(listAllPosts());
});

module.exports = router;
