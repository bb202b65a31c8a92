// The built-in fetch reached through the global object (a fallback when node-fetch is absent):
// the same outbound request as fetch(url).
const express = require('express');

const router = express.Router();
const RECEIPTS_API = 'https://receipts.example.com';

router.post('/receipts/fetch', async (req, res) => {
  const url = req.body.url;
  if (!url) return res.status(400).send('URL is required');
  const response = await (typeof globalThis.fetch === 'function'
    // ruleid: node.ssrf.request-url
    ? global.fetch(url)
    : require('node-fetch')(url));
  res.send(await response.text());
});

router.get('/receipts/:id', async (req, res) => {
  // ok: node.ssrf.request-url
  const response = await globalThis.fetch(`${RECEIPTS_API}/receipts/${encodeURIComponent(req.params.id)}`);
  res.json(await response.json());
});

router.post('/receipts/proxy', async (req, res) => {
  // ruleid: node.ssrf.request-url
  const response = await globalThis.fetch(req.body.target, { method: 'GET' });
  res.json(await response.json());
});

module.exports = router;
