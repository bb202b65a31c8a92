const express = require('express');
const { db } = require('../db');
const Post = require('../models/post');

const router = express.Router();

router.get('/users', async (req, res) => {
  // ruleid: node.nosql.where-string
  const users = await db.collection('users').find({ $where: `this.name == '${req.query.name}'` }).toArray();
  res.json(users);
});

router.get('/users-safe', async (req, res) => {
  // ok: node.nosql.where-string
  const users = await db.collection('users').find({ name: String(req.query.name) }).toArray();
  res.json(users);
});

router.get('/posts/by/:author', async (req, res) => {
  // ruleid: node.nosql.where-string
  const posts = await Post.find().$where('this.author === "' + req.params.author + '"');
  res.json(posts);
});

router.get('/jobs/stale', async (_req, res) => {
  // ok: node.nosql.where-string
  const jobs = await db.collection('jobs').find({ $where: 'this.finishedAt < this.startedAt' }).toArray();
  res.json(jobs);
});

module.exports = router;
