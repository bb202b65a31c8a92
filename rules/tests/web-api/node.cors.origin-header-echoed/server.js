const express = require('express');
const session = require('express-session');

const app = express();
const ALLOWED_ORIGINS = ['https://app.acme-example.com', 'https://acme-example.com'];
const settings = require('./settings');

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

// the mobile app's origins and the ones an admin adds: the header is echoed only when it is one of them
app.use('/api/items', (req, res, next) => {
  const allowedOrigins = ['capacitor://localhost', 'http://localhost', ...(settings.allowedOrigins || [])];
  if (allowedOrigins.includes(req.get('origin'))) {
    // ok: node.cors.origin-header-echoed
    res.header('Access-Control-Allow-Origin', req.get('origin'));
    res.header('Access-Control-Allow-Credentials', true);
  }
  next();
});

app.use('/api/covers', (req, res, next) => {
  if (process.env.ALLOW_CORS === '1' || ALLOWED_ORIGINS.indexOf(req.headers.origin) !== -1) {
    // ok: node.cors.origin-header-echoed
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  next();
});

// a check that only logs does not guard the echo below it
app.use('/legacy', (req, res, next) => {
  if (!ALLOWED_ORIGINS.includes(req.headers.origin)) {
    console.warn('unexpected origin', req.headers.origin);
    // ruleid: node.cors.origin-header-echoed
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
  }
  // ruleid: node.cors.origin-header-echoed
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  next();
});

app.use('/widgets', (req, res, next) => {
  // ok: node.cors.origin-header-echoed
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin || '*');
  next();
});

module.exports = app;
