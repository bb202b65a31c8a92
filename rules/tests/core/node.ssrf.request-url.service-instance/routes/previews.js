// Link previews: the route hands the URLs of the request body to services of other files. A
// service module exporting one instance (`module.exports = new Service()`) or an object of
// functions is called through the name `require` bound it to; inside, a method calls another
// with `this` from an array method's callback. A block list of private address prefixes
// checks nothing (169.254.169.254, [::1], a name resolving inside pass); an allow-list of hosts
// does, and a list of the app's own constant URLs is not the caller's.
const express = require('express');
const previewService = require('../services/previewService');
const statusService = require('../services/statusService');
const fetchers = require('../services/fetchers');

const router = express.Router();
const PRIVATE_HOST = /^(127\.|10\.|192\.168\.|0\.0\.0\.0)/;
const ALLOWED_HOSTS = new Set(['images.example.com', 'cdn.example.com']);
const MAX_URLS = 10;

function isPublicUrl(raw) {
  try {
    const { protocol, hostname } = new URL(raw);
    if (!['http:', 'https:'].includes(protocol)) return false;
    if (PRIVATE_HOST.test(hostname)) return false;
    return true;
  } catch {
    return false;
  }
}

function isAllowedUrl(raw) {
  try {
    const { protocol, hostname } = new URL(raw);
    return protocol === 'https:' && ALLOWED_HOSTS.has(hostname);
  } catch {
    return false;
  }
}

router.post('/preview', async (req, res) => {
  // flow-source: node.ssrf.request-url
  const urls = req.body.urls;
  if (!Array.isArray(urls) || urls.length > MAX_URLS) return res.status(422).send({ error: 'bad urls' });
  const accepted = [];
  for (const url of urls) {
    if (isPublicUrl(url)) {
      // flow-via: node.ssrf.request-url
      accepted.push(url);
    }
  }
  const previews = accepted.length > 0 ? await previewService.previewAll(accepted) : [];
  res.send(previews);
});

router.get('/title', async (req, res) => {
  // flow-source: node.ssrf.request-url
  res.send({ title: await fetchers.fetchTitle(req.query.url) });
});

router.post('/status', async (req, res) => {
  const checked = [];
  for (const url of req.body.urls || []) {
    if (isAllowedUrl(url)) checked.push(url);
  }
  res.send(await statusService.checkAll(checked));
});

router.get('/status/own', async (req, res) => {
  const targets = ['https://cdn.example.com/health'];
  if (req.query.images === '1') targets.push('https://images.example.com/health');
  res.send(await statusService.checkAll(targets));
});

module.exports = router;
