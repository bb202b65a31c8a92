// A widget backend that proxies public APIs: the upstream's answer is sent back, not the query
// that asked for it; a helper that formats the caller's own text still carries it.
const express = require('express');
const { cachedRequest, renderGreeting } = require('./lib/upstream');

const router = express.Router();

router.get('/weather', async (req, res) => {
  const { latitude, longitude } = req.query;
  const apiUrl = `https://api.open-meteo.com/v1/forecast?latitude=${latitude}&longitude=${longitude}`;
  // ok: node.xss.send-request-data
  return res.send(await cachedRequest(apiUrl));
});

router.get('/greeting', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.send(renderGreeting(req.query.name));
});

module.exports = router;
