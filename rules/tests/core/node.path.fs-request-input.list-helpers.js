// Check helpers the router defines: membership in a list the code wrote confines the value
const { Router } = require('express');
const fs = require('fs');
const path = require('path');

const DATA_DIR = path.join(__dirname, '../../data');
const VALID_TYPES = ['recordings', 'logs'];
const EXPORT_KINDS = new Set(['csv', 'json']);

const router = Router();

const validateType = (type) => VALID_TYPES.includes(type);
function isExportKind(kind) {
  return EXPORT_KINDS.has(kind);
}
// a substring of one string, not a list: 'recordings,logs'.includes('../') is false but '' or 'logs/..' pass
const looksLikeType = (type) => 'recordings,logs'.includes(type);
const shortEnough = (name) => name.length < 64;

router.get('/files/:type', (req, res) => {
  const { type } = req.params;
  if (!validateType(type)) return res.status(400).json({ message: 'Invalid type' });
  // ok: node.path.fs-request-input
  res.json(fs.readdirSync(path.join(DATA_DIR, type)));
});

router.get('/exports/:kind', (req, res) => {
  const { kind } = req.params;
  if (!isExportKind(kind)) return res.sendStatus(404);
  // ok: node.path.fs-request-input
  res.json(fs.readdirSync(path.join(DATA_DIR, 'exports', kind)));
});

router.get('/archive/:type', (req, res) => {
  const { type } = req.params;
  if (!looksLikeType(type)) return res.sendStatus(400);
  // ruleid: node.path.fs-request-input
  res.json(fs.readdirSync(path.join(DATA_DIR, type)));
});

router.get('/notes/:name', (req, res) => {
  const { name } = req.params;
  if (!shortEnough(name)) return res.sendStatus(400);
  // ruleid: node.path.fs-request-input
  res.send(fs.readFileSync(path.join(DATA_DIR, 'notes', name), 'utf8'));
});

module.exports = router;
