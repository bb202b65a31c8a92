// The path a finding reports: the source, each variable the data is bound to, the sink.
const express = require('express');
const escapeHtml = require('escape-html');
const { cachedRequest, renderGreeting } = require('./lib/upstream');

const router = express.Router();

router.get('/users/welcome', (req, res) => {
  // flow-source: node.xss.send-request-data
  // flow-via: node.xss.send-request-data
  const name = req.query.name;
  // flow-via: node.xss.send-request-data
  const page = `<h1>Welcome back, ${name}</h1>`;
  // ruleid: node.xss.send-request-data
  res.send(page);
});

router.get('/users/welcome-safe', (req, res) => {
  const name = escapeHtml(String(req.query.name ?? ''));
  const page = `<h1>Welcome back, ${name}</h1>`;
  // ok: node.xss.send-request-data
  res.send(page);
});

router.post('/users/:id/bio', (req, res) => {
  // flow-source: node.xss.send-request-data
  const { bio } = req.body;
  let html = '<section class="bio">';
  // flow-via: node.xss.send-request-data
  html += bio;
  html += '</section>';
  // ruleid: node.xss.send-request-data
  res.status(201).send(html);
});

router.post('/users/:id/bio-safe', (req, res) => {
  const { bio } = req.body;
  let html = '<section class="bio">';
  html += escapeHtml(String(bio));
  html += '</section>';
  // ok: node.xss.send-request-data
  res.status(201).send(html);
});

// A proxy route: the upstream's answer is sent back, not the query that asked for it.
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
