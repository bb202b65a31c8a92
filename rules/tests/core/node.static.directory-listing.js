const express = require('express');
const serveIndex = require('serve-index');

const app = express();

// ruleid: node.static.directory-listing
app.use('/exports', express.static('exports'), serveIndex('exports', { icons: true }));

// ok: node.static.directory-listing
app.use('/assets', express.static('public/assets'));

app.use(
  '/ftp',
  express.static('ftp'),
  // ruleid: node.static.directory-listing
  serveIndex('ftp'),
);

// ok: node.static.directory-listing
app.get('/files', requireAdmin, (req, res) => res.json(listExports(req.user)));

module.exports = app;
