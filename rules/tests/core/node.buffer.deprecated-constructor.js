const express = require('express');

const app = express();
app.use(express.json());

app.post('/upload', (req, res) => {
  // ruleid: node.buffer.deprecated-constructor
  const file = new Buffer(req.body.data, 'base64');
  res.json({ bytes: file.length });
});

app.post('/upload-safe', (req, res) => {
  if (typeof req.body.data !== 'string') return res.sendStatus(400);
  // ok: node.buffer.deprecated-constructor
  const file = Buffer.from(req.body.data, 'base64');
  res.json({ bytes: file.length });
});

function encodeState(state) {
  // ruleid: node.buffer.deprecated-constructor
  return Buffer(JSON.stringify(state)).toString('base64url');
}

function scratch(size) {
  // ok: node.buffer.deprecated-constructor
  return Buffer.alloc(size);
}

module.exports = { app, encodeState, scratch };
