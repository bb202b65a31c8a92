const express = require('express');
const axios = require('axios');

const router = express.Router();
const PRIVATE_HOST = /^(127\.|10\.|192\.168\.|0\.0\.0\.0)/;
const ALLOWED_HOSTS = new Set(['images.example.com', 'cdn.example.com']);

// a block list: whatever it does not recognise (169.254.169.254, [::1], a name resolving inside) passes
function isSafeUrl(raw) {
  try {
    const { protocol, hostname } = new URL(raw);
    if (!['http:', 'https:'].includes(protocol)) return false;
    if (PRIVATE_HOST.test(hostname)) return false;
    return true;
  } catch {
    return false;
  }
}

// an allow-list: only the hosts it names pass
function isAllowedUrl(raw) {
  try {
    const { protocol, hostname } = new URL(raw);
    return protocol === 'https:' && ALLOWED_HOSTS.has(hostname);
  } catch {
    return false;
  }
}

router.post('/preview', async (req, res) => {
  const url = req.body.url;
  if (!isSafeUrl(url)) return res.status(422).send({ error: 'URL not allowed' });
  // ruleid: node.ssrf.request-url
  const page = await axios.get(url, { timeout: 5000 });
  res.send({ title: page.data.slice(0, 200) });
});

router.post('/preview-allowed', async (req, res) => {
  const url = req.body.url;
  if (!isAllowedUrl(url)) return res.status(422).send({ error: 'URL not allowed' });
  // ok: node.ssrf.request-url
  const page = await axios.get(url, { timeout: 5000 });
  res.send({ title: page.data.slice(0, 200) });
});

module.exports = router;
