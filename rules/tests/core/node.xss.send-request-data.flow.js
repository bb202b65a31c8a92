// The path a finding reports: the source, each variable the data is bound to, the sink.
const express = require('express');
const escapeHtml = require('escape-html');

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

module.exports = router;
