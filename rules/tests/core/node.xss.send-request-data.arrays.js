const express = require('express');

const router = express.Router();

// an array from split() is sent by res.send as application/json
router.get('/tags', (req, res) => {
  const tags = req.query.tags.split(',');
  // ok: node.xss.send-request-data
  res.send(tags);
});

// mapped, or written in the call
router.get('/tags/trimmed', (req, res) => {
  // ok: node.xss.send-request-data
  res.status(200).send(req.query.tags.split(',').map((tag) => tag.trim()));
});

// the keys of a body object
router.post('/fields', (req, res) => {
  const fields = Object.keys(req.body.settings);
  // ok: node.xss.send-request-data
  res.send(fields);
});

// joined back into text: HTML again
router.get('/tags/list', (req, res) => {
  const list = req.query.tags.split(',').join('</li><li>');
  // ruleid: node.xss.send-request-data
  res.send(`<ul><li>${list}</li></ul>`);
});

// declared text, not JSON
router.get('/plain', (req, res) => {
  res.set('Content-Type', 'text/plain');
  // ok: node.xss.send-request-data
  res.send('Search: ' + req.query.q);
});

router.get('/typed', (req, res) => {
  res.type('text');
  // ok: node.xss.send-request-data
  res.send(`Search: ${req.query.q}`);
});

router.get('/stringified', (req, res) => {
  // ok: node.xss.send-request-data
  res.send(JSON.stringify({ query: req.query.q }));
});

router.get('/search', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.send(`<h1>Results for ${req.query.q}</h1>`);
});

module.exports = router;
