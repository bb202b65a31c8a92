// The `root` option confines the name to a folder: the working directory is no such folder
const path = require('path');
const express = require('express');

const app = express();

app.get('/download', (req, res) => {
  const file = req.query.file || 'README.md';
  // ruleid: node.path.send-file-request-input
  res.sendFile(file, { root: '.' }, () => {});
});

app.get('/logs/:name', (req, res) => {
  // ruleid: node.path.send-file-request-input
  res.download(req.params.name, { root: process.cwd() });
});

app.get('/manuals', (req, res) => {
  const file = req.query.file || 'index.pdf';
  // ok: node.path.send-file-request-input
  res.sendFile(file, { root: path.join(__dirname, 'public', 'manuals') });
});

app.get('/reports/:name', (req, res) => {
  // ok: node.path.send-file-request-input
  res.download(req.params.name, { root: './reports' });
});

module.exports = app;
