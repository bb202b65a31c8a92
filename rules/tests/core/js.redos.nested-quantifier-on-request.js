const express = require('express');

const router = express.Router();
const NAME_PATTERN = /^([a-zA-Z0-9]+\s?)*$/;
const SAFE_NAME = /^[a-zA-Z0-9 ]{1,64}$/;

router.post('/signup', (req, res) => {
  // ruleid: js.redos.nested-quantifier-on-request
  if (!NAME_PATTERN.test(req.body.name)) return res.status(400).json({ error: 'invalid name' });
  res.sendStatus(201);
});

router.get('/search', (req, res) => {
  const { q } = req.query;
  // ruleid: js.redos.nested-quantifier-on-request
  const terms = q.match(/(\w+,?)+;/);
  res.json({ terms });
});

router.post('/email', (req, res) => {
  // ruleid: js.redos.nested-quantifier-on-request
  const ok = /^([a-z0-9_.-]+)*@example\.com$/.test(req.body.email);
  res.json({ ok });
});

router.post('/signup-safe', (req, res) => {
  // ok: js.redos.nested-quantifier-on-request
  if (!SAFE_NAME.test(req.body.name)) return res.status(400).json({ error: 'invalid name' });
  res.sendStatus(201);
});

router.get('/search-capped', (req, res) => {
  const q = String(req.query.q).slice(0, 100);
  // ok: js.redos.nested-quantifier-on-request
  res.json({ terms: q.match(/(\w+,?)+;/) });
});

router.get('/version', (req, res) => {
  // ok: js.redos.nested-quantifier-on-request
  const parts = /^(\d+\.)+\d+$/.test(process.version);
  res.json({ parts });
});

// each repetition must start with a dot the digits cannot match: one way to read any input
router.post('/compat', (req, res) => {
  // ok: js.redos.nested-quantifier-on-request
  const supported = /^\d+(\.\d+)*$/.test(req.body.clientVersion);
  res.json({ supported });
});

// ... but an optional separator lets the words split anywhere
router.post('/slug', (req, res) => {
  // ruleid: js.redos.nested-quantifier-on-request
  const valid = /^(-?[a-z0-9]+)*$/.test(req.body.slug);
  res.json({ valid });
});

// each label ends at a dot the label's class excludes: one way to split any host name
router.use((err, req, res, next) => {
  // ok: js.redos.nested-quantifier-on-request
  if (/^([a-zA-Z0-9-]+\.)+[a-zA-Z]{2,}/.test(req.hostname)) return res.status(502).send('upstream error');
  next(err);
});

// a dotted segment or a bare word: a word can be read whole or as several iterations
const PROPERTY_PATH = /^(\.\w+|\w+)+$/;
router.get('/select', (req, res) => {
  // ruleid: js.redos.nested-quantifier-on-request
  if (!PROPERTY_PATH.test(req.query.fields)) return res.status(400).end();
  res.json({ ok: true });
});

// each key=value pair ends at a `;` neither part reads
router.get('/prefs', (req, res) => {
  // ok: js.redos.nested-quantifier-on-request
  const pairs = String(req.headers.cookie).match(/^([\w-]+=[^;]*;\s?)+$/);
  res.json({ pairs });
});

// a constant declared below the handler that runs it is the same constant
router.post('/tags', (req, res) => {
  // ruleid: js.redos.nested-quantifier-on-request
  if (!TAG_LIST.test(req.body.tags)) return res.status(400).end();
  res.sendStatus(204);
});

// a pattern of the same name local to another function is not the one this handler runs
function normalise(text) {
  const WORDS = /^(\w+\s?)*$/;
  return WORDS.test(text) ? text.trim() : '';
}
router.post('/title', (req, res) => {
  const WORDS = /^[\w ]{1,80}$/;
  // ok: js.redos.nested-quantifier-on-request
  if (!WORDS.test(req.body.title)) return res.status(400).end();
  res.json({ title: normalise(String(req.body.title).slice(0, 80)) });
});

var TAG_LIST = /^([a-z0-9]+,?)*$/;

module.exports = router;
