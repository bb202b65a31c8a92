const express = require('express');
const rateLimit = require('express-rate-limit');
const { surveys } = require('./db');

const router = express.Router();
const loginLimiter = rateLimit({ windowMs: 15 * 60 * 1000, max: 5 });

// the only middleware the file hands its routes is a rate limiter: no convention of guards to break
router.post('/surveys/:id/answers', loginLimiter, async (req, res) => {
  res.status(201).json(await surveys.answer(req.params.id, req.body));
});

// ok: node.authz.admin-route-unguarded
router.get('/admin/surveys', async (req, res) => {
  res.json(await surveys.all());
});

module.exports = router;
