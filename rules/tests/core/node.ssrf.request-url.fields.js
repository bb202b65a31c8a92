const express = require('express');
const axios = require('axios');

const router = express.Router();
const { loadSettings } = require('../services/settings');

const WEBHOOK_TIMEOUT = 5000;

// an options object the handler fills in field by field: the field holding the caller's URL
router.post('/webhooks/test', async (req, res) => {
  const options = { method: 'POST', timeout: WEBHOOK_TIMEOUT };
  options.url = req.body.url;
  options.data = { ping: true };
  // ruleid: node.ssrf.request-url
  const reply = await axios(options);
  res.json({ status: reply.status });
});

router.get('/preview', async (req, res) => {
  const target = {};
  target['url'] = req.query.link;
  // ruleid: node.ssrf.request-url
  const page = await fetch(target.url);
  res.send(await page.text());
});

router.get('/preview-host', async (req, res) => {
  const settings = await loadSettings(req.user.id);
  settings.upstream.url = req.query.link;
  const { upstream } = settings;
  // ruleid: node.ssrf.request-url
  const page = await fetch(upstream.url);
  res.send(await page.text());
});

// a field set from the request, and another of the code's read: the request chose only its own field
router.get('/status', async (req, res) => {
  const job = { endpoint: process.env.STATUS_URL };
  job.label = req.query.label;
  // ok: node.ssrf.request-url
  const reply = await fetch(job.endpoint);
  res.json({ label: job.label, ok: reply.ok });
});

router.get('/forward', async (req, res) => {
  req.params = { ...req.params, region: 'eu' };
  const { upstreamUrl } = req.app.locals;
  const { region } = req;
  // ok: node.ssrf.request-url
  const reply = await fetch(`${upstreamUrl}`);
  res.json({ region, ok: reply.ok });
});

// a key the code does not name: any field may hold the caller's data
router.post('/proxy', async (req, res) => {
  const config = { method: 'GET' };
  for (const key of Object.keys(req.body)) {
    config[key] = req.body[key];
  }
  // ruleid: node.ssrf.request-url
  const reply = await axios.request(config);
  res.json(reply.data);
});

module.exports = router;
