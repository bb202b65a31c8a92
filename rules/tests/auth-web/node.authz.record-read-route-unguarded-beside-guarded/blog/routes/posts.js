const express = require('express');
const Post = require('../models/post');
const requireAuthor = require('../middleware/require-author');

const router = express.Router();

// published posts are public: no read route of this router is guarded
// ok: node.authz.record-read-route-unguarded-beside-guarded
router.get('/:id', async (req, res) => {
  const post = await Post.findOne({ _id: req.params.id, published: true });
  if (!post) return res.sendStatus(404);
  res.json(post);
});

router.put('/:id', requireAuthor, async (req, res) => {
  await Post.updateOne({ _id: req.params.id, author: req.user.id }, { title: req.body.title, body: req.body.body });
  res.sendStatus(204);
});

module.exports = router;
