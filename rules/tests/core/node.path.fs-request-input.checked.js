const express = require('express');
const fs = require('fs');
const path = require('path');
const semver = require('semver');

const router = express.Router();
const DATA_DIR = path.join(__dirname, 'data');

function pathForSettings(appid, version) {
  const filePath = path.normalize(path.join(DATA_DIR, appid, `${version}.json`));
  // the resolved form names the same file: checking it confines filePath
  const resolvedPath = path.resolve(filePath);
  if (!resolvedPath.startsWith(path.resolve(DATA_DIR) + path.sep)) {
    throw new Error('Invalid path: outside the data directory');
  }
  return filePath;
}

router.get('/settings/:appid/:version', (req, res) => {
  // ok: node.path.fs-request-input
  const text = fs.readFileSync(pathForSettings(req.params.appid, req.params.version), 'utf8');
  res.json(JSON.parse(text));
});

// the resolved path is checked and then thrown away: the unresolved name is what is read
router.get('/raw/:name', (req, res) => {
  const name = req.params.name;
  const resolved = path.resolve(DATA_DIR, name);
  if (!resolved.startsWith(DATA_DIR + path.sep)) return res.sendStatus(400);
  // ruleid: node.path.fs-request-input
  res.send(fs.readFileSync(name, 'utf8'));
});

// a version validated as semver is digits and dots: no separator, never `..`
router.get('/releases/:version', (req, res) => {
  const version = semver.valid(semver.coerce(req.params.version));
  if (!version) return res.status(400).send('invalid version');
  // ok: node.path.fs-request-input
  res.send(fs.readFileSync(path.join(DATA_DIR, 'releases', `${version}.json`), 'utf8'));
});

function validateVersion(version) {
  return semver.valid(version);
}

router.get('/notes/:version', (req, res) => {
  const version = validateVersion(req.params.version);
  if (!version) return res.status(400).send('invalid version');
  // ok: node.path.fs-request-input
  res.send(fs.readFileSync(path.join(DATA_DIR, 'notes', `${version}.md`), 'utf8'));
});

// only separators are refused: `..` as the whole name still climbs one level
function validateAppId(appid) {
  return appid.length < 30 && appid.indexOf('/') === -1 && appid.indexOf('\\') === -1 ? appid : null;
}

router.get('/apps/:appid', (req, res) => {
  const appid = validateAppId(req.params.appid);
  if (!appid) return res.status(400).send('invalid application id');
  // ruleid: node.path.fs-request-input
  res.json(fs.readdirSync(path.join(DATA_DIR, 'apps', appid)));
});

// separators and `..` refused: one name inside the folder
router.get('/bundles/:name', (req, res) => {
  const name = req.params.name;
  if (name.includes('/') || name.includes('\\') || name.includes('..')) {
    return res.status(400).send('invalid name');
  }
  // ok: node.path.fs-request-input
  res.json(fs.readdirSync(path.join(DATA_DIR, 'bundles', name)));
});

module.exports = router;
