const express = require('express');

const router = express.Router();
const config = {};
const translations = { en: {}, fr: {} };

router.post('/config', (req, res) => {
  const { section, key, value } = req.body;
  config[section] = config[section] || {};
  // ruleid: js.prototype.computed-nested-assignment
  config[section][key] = value;
  res.sendStatus(204);
});

router.put('/i18n', (req, res) => {
  // ruleid: js.prototype.computed-nested-assignment
  translations[req.body.locale][req.body.key] = req.body.text;
  res.sendStatus(204);
});

router.put('/i18n-safe', (req, res) => {
  const { locale, key, text } = req.body;
  if (!Object.hasOwn(translations, locale) || !/^[a-z0-9_.]+$/i.test(key)) return res.sendStatus(400);
  const table = new Map(Object.entries(translations[locale]));
  // ok: js.prototype.computed-nested-assignment
  table.set(key, text);
  res.sendStatus(204);
});

router.post('/grid', (req, res) => {
  const grid = [];
  for (let i = 0; i < 8; i++) {
    grid[i] = [];
    for (let j = 0; j < 8; j++) {
      // ok: js.prototype.computed-nested-assignment
      grid[i][j] = req.body.fill;
    }
  }
  res.json(grid);
});

module.exports = router;
