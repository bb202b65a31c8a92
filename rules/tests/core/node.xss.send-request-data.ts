import express from 'express';
import escapeHtml from 'escape-html';

const app = express();

app.get('/hello', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.send(`<h1>Hello ${req.query.name}</h1>`);
});

app.get('/hello-safe', (req, res) => {
  // ok: node.xss.send-request-data
  res.send(`<h1>Hello ${escapeHtml(String(req.query.name ?? ''))}</h1>`);
});

app.get('/search', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.status(404).send('<p>No results for ' + req.query.q + '</p>');
});

app.get('/search-json', (req, res) => {
  // ok: node.xss.send-request-data
  res.status(404).json({ error: 'no results', query: req.query.q });
});

app.get('/echo', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.send(req.body.message);
});

app.post('/echo-json', express.json(), (req, res) => {
  // ok: node.xss.send-request-data
  res.send(req.body);
});

app.get('/welcome', (req, res) => {
  const { name } = req.query;
  // ruleid: node.xss.send-request-data
  res.send('<h1>Welcome ' + name + '</h1>');
});

export default app;
