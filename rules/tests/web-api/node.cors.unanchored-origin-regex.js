const express = require('express');
const cors = require('cors');

const app = express();

const corsOptions = {
  origin: [
    // ruleid: node.cors.unanchored-origin-regex
    /acme-example\.com/,
    // ok: node.cors.unanchored-origin-regex
    /^https:\/\/([a-z0-9-]+\.)?acme-example\.com$/,
    'http://localhost:3000',
  ],
  credentials: true,
};
app.use(cors(corsOptions));

// ruleid: node.cors.unanchored-origin-regex
app.use('/embed', cors({ origin: /^https:\/\/partner\.example\.org/, credentials: true }));

// ok: node.cors.unanchored-origin-regex
app.use('/status', cors({ origin: /^https:\/\/status\.acme-example\.com$/ }));

function validateEmail(email) {
  // ok: node.cors.unanchored-origin-regex
  return /@/.test(email);
}

module.exports = { app, validateEmail };
