const express = require('express');
const Post = require('../models/post');
const { renderExcerpt } = require('../lib/excerpt');

const router = express.Router();
const RULES_HTML = '<p>Be kind. No spam.</p>';

router.get('/:id', async (req, res) => {
  const post = await Post.findById(req.params.id).populate('comments');
  res.render('post', { post, rules: RULES_HTML, highlight: req.query.highlight });
});

router.post('/', async (req, res) => {
  const { title, markdown } = req.body;
  const post = await Post.create({ title, markdown, excerptHtml: renderExcerpt(markdown) });
  res.redirect(`/posts/${post.id}`);
});

router.post('/:id/comments', async (req, res) => {
  await Post.updateOne({ _id: req.params.id }, { $push: { comments: { body: req.body.body } } });
  res.redirect(`/posts/${req.params.id}`);
});

module.exports = router;
