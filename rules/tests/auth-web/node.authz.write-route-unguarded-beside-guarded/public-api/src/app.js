const express = require('express');
const { requireAuth } = require('./auth');
const Comment = require('./models/comment');
const Vote = require('./models/vote');

const app = express();
app.use(express.json());

// a public API: two open writes (guest comments and votes) are its design, not an omission
// ok: node.authz.write-route-unguarded-beside-guarded
app.post('/api/posts/:id/comments', async (req, res) => {
  res.json(await Comment.create({ post: req.params.id, body: req.body.body }));
});

// ok: node.authz.write-route-unguarded-beside-guarded
app.post('/api/posts/:id/votes', async (req, res) => {
  res.json(await Vote.create({ post: req.params.id, up: req.body.up }));
});

// ok: node.authz.write-route-unguarded-beside-guarded
app.delete('/api/posts/:id/comments/:cid', requireAuth, async (req, res) => {
  res.json(await Comment.deleteOne({ _id: req.params.cid }));
});

app.listen(3000);
