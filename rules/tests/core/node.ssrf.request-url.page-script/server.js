const express = require('express');

const app = express();
app.use(express.static('public'));

// the server itself fetches the address the caller names
app.get('/api/preview', async (req, res) => {
  // ruleid: node.ssrf.request-url
  const upstream = await fetch(req.query.url);
  res.type('html').send(await upstream.text());
});

// the status page the server answers with: its script runs in the visitor's browser
app.get('/status', (req, res) => {
  res.type('html').send(`<!doctype html>
<div id="out"></div>
<script>
  const searchParams = new URLSearchParams(location.search);
  // ok: node.ssrf.request-url
  fetch(searchParams.get('probe') || '/healthz')
    .then((r) => r.text())
    .then((t) => { document.getElementById('out').textContent = t; });
</script>`);
});

module.exports = app;
