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

// Signed cache links: the options are built once per request, the root is the tenant's storage folder
app.get('/cache/*', (req, res) => {
  const filePath = decodeURI(String(req.query.file));
  const options = { root: path.join(__dirname, 'storage', 'cache'), dotfiles: 'deny' };
  // ok: node.path.send-file-request-input
  res.sendFile(filePath, options, (err) => err && res.status(400).end());
});

app.get('/exports/*', (req, res) => {
  const filePath = decodeURI(String(req.query.file));
  const options = { root: process.cwd(), headers: { 'Content-Disposition': 'attachment' } };
  // ruleid: node.path.send-file-request-input
  res.sendFile(filePath, options);
});

module.exports = app;
