// http or https picked by the URL's scheme, then asked for the URL the client sent.
const express = require('express');
const http = require('http');
const https = require('https');

const router = express.Router();

router.post('/import-avatar', (req, res) => {
  const { url } = req.body;
  const lib = url.startsWith('https') ? https : http;
  // ruleid: node.ssrf.request-url
  lib.get(url, (upstream) => upstream.pipe(res)).on('error', () => res.sendStatus(502));
});

router.get('/preview', (req, res) => {
  const target = String(req.query.target);
  // ruleid: node.ssrf.request-url
  (target.startsWith('https:') ? https : http).get(target, (upstream) => upstream.pipe(res));
});

router.get('/status', (req, res) => {
  const client = process.env.STATUS_TLS === '1' ? https : http;
  // the address is the operator's; the request only picks nothing
  // ok: node.ssrf.request-url
  client.get(process.env.STATUS_URL, (upstream) => upstream.pipe(res));
});

router.get('/cache', (req, res) => {
  const store = req.query.fast ? memoryCache : diskCache;
  // a cache chosen by a condition is no HTTP client
  // ok: node.ssrf.request-url
  res.json(store.get(req.query.key));
});

// a client the module picks once, asked for a URL the request names
const mirrorClient = process.env.MIRROR_TLS === '1' ? https : http;

router.get('/mirror', (req, res) => {
  // ruleid: node.ssrf.request-url
  mirrorClient.get(req.query.src, (upstream) => upstream.pipe(res));
});

module.exports = router;
