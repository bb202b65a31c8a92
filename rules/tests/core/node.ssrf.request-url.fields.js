const express = require('express');
const axios = require('axios');
const request = require('request');
const { getConfig } = require('../config');

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

// the request's data goes in the body; where it is sent is the code's own setting
router.post('/feedback', (req, res) => {
  const message = { subject: `Feedback from ${req.body.email}`, text: req.body.data };
  const options = {
    method: 'POST',
    url: `${req.app.settings.mailHost}/mail/send`,
    body: JSON.stringify(message),
    headers: { authorization: `Bearer ${process.env.MAIL_KEY}` },
  };
  // ok: node.ssrf.request-url
  return request(options, (err) => res.status(err ? 400 : 200).send({}));
});

// ... but the caller's URL in the options object decides where it goes
router.post('/hooks/deliver', async (req, res) => {
  const config = { method: 'POST', url: req.body.callbackUrl, data: { ok: true } };
  // ruleid: node.ssrf.request-url
  const reply = await axios(config);
  res.json({ status: reply.status });
});

router.post('/hooks/proxy', async (req, res) => {
  const { target } = req.body;
  const config = { method: 'GET', baseURL: target };
  // ruleid: node.ssrf.request-url
  const reply = await axios.request(config);
  res.json(reply.data);
});

// scheme, host and port from the server's configuration; the caller's id only fills the query
function getHistory(id) {
  const prefs = getConfig();
  const url = `${prefs.protocol}://${prefs.host}:${prefs.port}/status/history?accountID=${id}&limit=200`;
  return new Promise((resolve, reject) => {
    // ok: node.ssrf.request-url
    request(url, { json: true }, (err, data) => (err ? reject(err) : resolve(data)));
  });
}

router.get('/history/:id', async (req, res) => {
  res.json(await getHistory(req.params.id));
});

// ... but a host the caller picks, after the configured scheme, is theirs
router.get('/mirror', async (req, res) => {
  const prefs = getConfig();
  // ruleid: node.ssrf.request-url
  const reply = await fetch(`${prefs.protocol}://${req.query.host}/status`);
  res.json({ ok: reply.ok });
});

module.exports = router;
