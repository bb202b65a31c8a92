const express = require('express');
const _ = require('lodash');
const { mergeWith } = require('lodash');
const deepmerge = require('deepmerge');

const router = express.Router();
const DEFAULTS = { theme: 'light', notifications: { email: true } };

// lodash 4.17.21 (the lock file) skips __proto__ and constructor payloads in merges
router.patch('/settings', (req, res) => {
  // ok: node.prototype.merge-request-data
  _.merge(req.user.settings, req.body);
  res.json(req.user.settings);
});

router.put('/widgets', (req, res) => {
  // ok: node.prototype.merge-request-data
  const config = _.defaultsDeep(req.body.config, DEFAULTS);
  // ok: node.prototype.merge-request-data
  const merged = mergeWith({}, config, req.body.overrides, (a, b) => (Array.isArray(a) ? b : undefined));
  res.json(merged);
});

router.post('/prefs', (req, res) => {
  const prefs = _.cloneDeep(DEFAULTS);
  // a path setter writes whatever path the caller names, whichever version
  // ruleid: node.prototype.merge-request-data
  _.set(prefs, req.body.path, req.body.value);
  res.json(prefs);
});

router.post('/profile', (req, res) => {
  // not lodash: deepmerge copies __proto__ keys
  // ruleid: node.prototype.merge-request-data
  const profile = deepmerge(req.user.profile, req.body);
  res.json(profile);
});

module.exports = router;
