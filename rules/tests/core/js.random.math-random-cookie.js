const express = require('express');
const crypto = require('crypto');

const app = express();

app.post('/remember', (req, res) => {
  const key = Math.random().toString(36).slice(2);
  // ruleid: js.random.math-random-cookie
  res.cookie('rememberKey', key, { httpOnly: true, secure: true });
  res.sendStatus(204);
});

app.post('/remember-safe', (req, res) => {
  const key = crypto.randomBytes(32).toString('hex');
  // ok: js.random.math-random-cookie
  res.cookie('rememberKey', key, { httpOnly: true, secure: true });
  res.sendStatus(204);
});

app.get('/device', (req, res) => {
  const ids = [];
  ids.push(String(Math.random()).slice(2));
  // ruleid: js.random.math-random-cookie
  res.cookie('deviceId', ids[0]);
  res.json({ ok: true });
});

app.get('/ab-test', (req, res) => {
  const bucket = Math.floor(Math.random() * 2);
  // ok: js.random.math-random-cookie
  res.cookie('variant', bucket === 0 ? 'a' : 'b');
  res.json({ ok: true });
});

module.exports = app;
