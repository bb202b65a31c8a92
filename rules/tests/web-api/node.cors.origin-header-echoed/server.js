const express = require('express');
const session = require('express-session');

const app = express();
const ALLOWED_ORIGINS = ['https://app.acme-example.com', 'https://acme-example.com'];

app.use((req, res, next) => {
  // ruleid: node.cors.origin-header-echoed
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin || '*');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization');
  if (req.method === 'OPTIONS') return res.sendStatus(204);
  next();
});

app.use('/v2', (req, res, next) => {
  const origin = req.get('origin');
  if (origin && ALLOWED_ORIGINS.includes(origin)) {
    // ok: node.cors.origin-header-echoed
    res.header('Access-Control-Allow-Origin', origin);
    res.header('Access-Control-Allow-Credentials', 'true');
    res.header('Vary', 'Origin');
  }
  next();
});

app.use('/widgets', (req, res, next) => {
  // ok: node.cors.origin-header-echoed
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin || '*');
  next();
});

module.exports = app;
