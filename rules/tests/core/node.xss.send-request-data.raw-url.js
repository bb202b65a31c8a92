const express = require('express');
const url = require('url');

const app = express();

// the URL as the browser sent it: `<`, `>` and `"` of a link arrive percent-encoded
app.get('*', (req, res) => {
  // ok: node.xss.send-request-data
  res.status(404).send(`API: route not found - ${req.url}`);
});

app.use((req, res) => {
  // ok: node.xss.send-request-data
  res.status(404).send('<h1>Not found</h1><p>' + req.originalUrl + ' does not exist</p>');
});

// decoded, the same URL holds markup again
app.use('/files', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.status(404).send(`<p>No file named ${decodeURIComponent(req.path)}</p>`);
});

// the query parsed out of the raw URL is decoded
app.get('/greet', (req, res) => {
  const { name } = url.parse(req.url, true).query;
  // ruleid: node.xss.send-request-data
  res.send(`<h1>Hello ${name}</h1>`);
});

// a `'` in a path is sent as it is: it closes a single-quoted attribute
app.use((req, res) => {
  // ruleid: node.xss.send-request-data
  res.status(404).send(`<p>Not found. <a href='/login?next=${req.originalUrl}'>Sign in</a></p>`);
});

// ... and a string in a script
app.get('/app/*', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.send('<html><script>window.__ROUTE__ = \'' + req.path + '\';</script></html>');
});

module.exports = app;
