const express = require('express');
const Post = require('../models/post');

const router = express.Router();
const RULES_HTML = '<p>Be kind. No spam.</p>';

router.get('/:id', async (req, res) => {
  const post = await Post.findById(req.params.id).populate('comments');
  res.render('post', { post, rules: RULES_HTML, highlight: req.query.highlight });
});

module.exports = router;
