const express = require('express');
const Post = require('../models/post');

const router = express.Router();

// ok: node.authz.destructive-route-unauthenticated
router.get('/', async (req, res) => res.json(await Post.find({ published: true })));

module.exports = router;
