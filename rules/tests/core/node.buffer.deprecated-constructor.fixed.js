const express = require('express');

const app = express();
app.use(express.json());

app.post('/upload', (req, res) => {
  // ruleid: node.buffer.deprecated-constructor
  const file = Buffer.from(req.body.data);
  res.json({ bytes: file.length });
});

app.post('/upload-base64', (req, res) => {
  // with an encoding, a number throws as it does with Buffer.from: nothing is allocated
  // (this case was `ruleid` until checked on Node 20: ERR_INVALID_ARG_TYPE)
  // ok: node.buffer.deprecated-constructor
  const file = new Buffer(req.body.data, 'base64');
  res.json({ bytes: file.length });
});

// rainbow's shim.js: a btoa polyfill over the `buffer` package
global.btoa = function btoa(str) {
  // ok: node.buffer.deprecated-constructor
  return new Buffer(str, 'binary').toString('base64');
};

app.post('/upload-safe', (req, res) => {
  if (typeof req.body.data !== 'string') return res.sendStatus(400);
  // ok: node.buffer.deprecated-constructor
  const file = Buffer.from(req.body.data, 'base64');
  res.json({ bytes: file.length });
});

function decodeState(state) {
  // ruleid: node.buffer.deprecated-constructor
  return Buffer.from(state.payload, state.encoding).toString('utf8');
}

function magicHeader() {
  // ok: node.buffer.deprecated-constructor
  return new Buffer('PK\u0003\u0004', 'binary');
}

function scratch(size) {
  // ok: node.buffer.deprecated-constructor
  return Buffer.alloc(size);
}

function compatBuffer(text) {
  // ok: node.buffer.deprecated-constructor
  return Buffer.from ? Buffer.from(text, 'utf8') : new Buffer(text, 'utf8');
}

function pooled(CHUNK_SIZE) {
  // ok: node.buffer.deprecated-constructor
  return new Buffer(CHUNK_SIZE);
}

module.exports = { app, decodeState, scratch, magicHeader, compatBuffer, pooled };
