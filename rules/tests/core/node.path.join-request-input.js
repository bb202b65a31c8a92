const path = require('path');
const express = require('express');
const archiver = require('./archiver');

const EXPORT_ROOT = path.resolve(__dirname, 'exports');
const router = express.Router();

router.get('/exports/:name', async (req, res) => {
  // ruleid: node.path.join-request-input
  const file = path.join(EXPORT_ROOT, req.params.name);
  res.attachment(path.basename(file));
  archiver.stream(file).pipe(res);
});

router.get('/exports-safe/:name', async (req, res) => {
  // ok: node.path.join-request-input
  const file = path.join(EXPORT_ROOT, path.basename(req.params.name));
  res.attachment(path.basename(file));
  archiver.stream(file).pipe(res);
});

router.post('/move', async (req, res) => {
  // ruleid: node.path.join-request-input
  const target = path.resolve(EXPORT_ROOT, `${req.body.folder}/${req.body.filename}`);
  await archiver.move(req.body.id, target);
  res.sendStatus(204);
});

router.post('/move-safe', async (req, res) => {
  // ok: node.path.join-request-input
  const target = path.resolve(EXPORT_ROOT, req.body.folder, req.body.filename);
  if (!target.startsWith(EXPORT_ROOT + path.sep)) {
    return res.status(400).json({ error: 'invalid path' });
  }
  await archiver.move(req.body.id, target);
  res.sendStatus(204);
});

router.get('/inline/:name', (req, res) => {
  // ok: node.path.join-request-input
  res.sendFile(path.join(EXPORT_ROOT, req.params.name));
});

module.exports = router;
