const express = require('express');
const fs = require('node:fs');
const path = require('node:path');

const DOCS_DIR = path.join(__dirname, 'docs');
const app = express();

// a wildcard route reads the file named by the raw URL path
app.get('/docs/*page', (req, res) => {
  const page = decodeURIComponent(req.url).split('/').slice(2).join('/');
  // ruleid: node.path.fs-request-input
  res.type('text/markdown').send(fs.readFileSync(path.join(DOCS_DIR, page), 'utf8'));
});

// the same route keeping the resolved path inside the docs folder
app.get('/guide/*page', (req, res) => {
  const file = path.resolve(DOCS_DIR, decodeURIComponent(req.path).replace(/^\/guide\//, ''));
  if (!file.startsWith(DOCS_DIR + path.sep)) {
    return res.status(404).end();
  }
  // ok: node.path.fs-request-input
  res.type('text/markdown').send(fs.readFileSync(file, 'utf8'));
});

module.exports = app;
