const path = require('node:path');
const express = require('express');

const UPLOADS_DIR = path.join(__dirname, 'uploads');
const router = express.Router();

// an upload is fetched by name: a name with a parent segment or a separator is turned away first
router.get('/uploads/get', (req, res) => {
  if (req.query.file.includes('..') || req.query.file.includes('/') || req.query.file.includes('\\')) {
    res.status(400).send('Invalid file path');
    return;
  }
  // ok: node.path.send-file-join-without-root
  res.sendFile(path.join(UPLOADS_DIR, req.query.file));
});

// the check on another parameter than the one served
router.get('/uploads/preview', (req, res) => {
  if (req.query.name.includes('..')) {
    res.status(400).send('Invalid file path');
    return;
  }
  // ruleid: node.path.send-file-join-without-root
  res.sendFile(path.join(UPLOADS_DIR, req.query.file));
});

// the check that only logs: the request goes on
router.get('/uploads/raw', (req, res) => {
  if (req.query.file.includes('..')) {
    console.warn('suspicious upload path', req.query.file);
  }
  // ruleid: node.path.send-file-join-without-root
  res.sendFile(path.join(UPLOADS_DIR, req.query.file));
});

module.exports = router;
