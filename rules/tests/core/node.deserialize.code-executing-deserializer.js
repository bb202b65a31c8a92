const express = require('express');
const cookieParser = require('cookie-parser');
const serialize = require('node-serialize');
const { prefsSchema } = require('./schemas');

const app = express();
app.use(cookieParser());

app.get('/', (req, res) => {
  const raw = Buffer.from(req.cookies.prefs || '', 'base64').toString();
  // ruleid: node.deserialize.code-executing-deserializer
  const prefs = serialize.unserialize(raw);
  res.render('home', prefs);
});

app.get('/safe', (req, res) => {
  const raw = Buffer.from(req.cookies.prefs || 'e30=', 'base64').toString();
  // ok: node.deserialize.code-executing-deserializer
  const prefs = prefsSchema.parse(JSON.parse(raw));
  res.render('home', prefs);
});

app.post('/import', express.text(), (req, res) => {
  // ruleid: node.deserialize.code-executing-deserializer
  const state = serialize.unserialize(req.body);
  res.json({ keys: Object.keys(state) });
});

app.get('/export', (_req, res) => {
  // ok: node.deserialize.code-executing-deserializer
  res.type('text').send(serialize.serialize({ theme: 'dark' }));
});

module.exports = app;
