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

// the condition built in a helper the route hands the request's value to
function olderThan(field, days) {
  // ruleid: node.nosql.where-string
  return { $where: `Date.now() - this.${field} > ${days} * 86400000` };
}

router.get('/reports/stale', async (req, res) => {
  const reports = await db.collection('reports').find(olderThan(req.query.field, 30)).toArray();
  res.json(reports);
});

// a number and a column the code names: no text of the request's
router.get('/reports/old', async (req, res) => {
  const days = Number(req.query.days);
  // ok: node.nosql.where-string
  const reports = await db.collection('reports').find({ $where: `Date.now() - this.createdAt > ${days} * 86400000` }).toArray();
  res.json(reports);
});

module.exports = router;
