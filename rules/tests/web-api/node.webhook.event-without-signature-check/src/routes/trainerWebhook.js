const express = require('express');
const KnowledgeBase = require('../models/knowledgeBase');

const TRAINER_TOKEN = process.env.TRAINER_WEBHOOK_TOKEN;
const router = express.Router();

// the indexing worker calls back with the token it shares with this server
router.post('/trainer/status', async (req, res) => {
  if (req.headers['x-worker-token'] !== TRAINER_TOKEN) {
    return res.status(401).json({ error: 'Unauthorized' });
  }
  // ok: node.webhook.event-without-signature-check
  const body = req.body;
  if (body.status === 'failed') await KnowledgeBase.updateOne({ _id: body.id }, { status: 'failed' });
  res.sendStatus(200);
});

router.post('/trainer/usage', async (req, res) => {
  const sent = req.get('x-worker-token');
  if (!sent || sent != process.env.TRAINER_WEBHOOK_TOKEN) return res.sendStatus(401);
  // ok: node.webhook.event-without-signature-check
  const report = req.body;
  if (report.event === 'quota.exceeded') await KnowledgeBase.updateMany({ owner: report.owner }, { paused: true });
  res.sendStatus(200);
});

// the same callback with the token only tested for presence: any value passes
router.post('/trainer/retry', async (req, res) => {
  if (req.headers['x-worker-token'] === undefined) return res.sendStatus(401);
  // ruleid: node.webhook.event-without-signature-check
  const body = req.body;
  if (body.status === 'queued') await KnowledgeBase.updateOne({ _id: body.id }, { status: 'queued' });
  res.sendStatus(200);
});

// dispatching on an event header is no authentication
router.post('/trainer/events', async (req, res) => {
  // ruleid: node.webhook.event-without-signature-check
  const payload = req.body;
  if (req.headers['x-worker-event'] === 'done' && payload.type === 'index') await KnowledgeBase.markIndexed(payload.id);
  res.sendStatus(200);
});

module.exports = router;
