// An allow-list check protects the code after its early exit (and its else branch), never the
// branch that rejects the value: there the value is exactly one the check refused.
const express = require('express');
const path = require('path');

const router = express.Router();
const THEMES = ['light', 'dark', 'contrast'];
const SORTS = new Set(['name', 'date', 'size']);

router.get('/prefs/theme', (req, res) => {
  const theme = req.query.theme;
  if (!THEMES.includes(theme)) {
    // ruleid: node.xss.send-request-data
    return res.status(400).send('Unknown theme: ' + theme);
  }
  // ok: node.xss.send-request-data
  res.send(`<link rel="stylesheet" href="/themes/${theme}.css">`);
});

router.get('/files/sort', (req, res) => {
  const sort = req.query.sort;
  // ruleid: node.xss.send-request-data
  if (!SORTS.has(sort)) return res.status(400).send(`<p>Cannot sort by ${sort}</p>`);
  // ok: node.xss.send-request-data
  res.send(`<p>Sorted by ${sort}</p>`);
});

router.get('/files/sort-else', (req, res) => {
  const sort = req.query.sort;
  if (THEMES.indexOf(sort) === -1) {
    // ruleid: node.xss.send-request-data
    res.status(400).send('<p>Bad sort ' + sort + '</p>');
  } else {
    // ok: node.xss.send-request-data
    res.send('<p>Sorted by ' + sort + '</p>');
  }
});

router.get('/docs/page', (req, res) => {
  const page = req.query.page;
  if (page.includes('..') || path.isAbsolute(page)) {
    // ruleid: node.xss.send-request-data
    return res.status(400).send('<p>Invalid page ' + page + '</p>');
  }
  res.sendFile(path.join(__dirname, 'docs', page));
});

router.get('/go', (req, res) => {
  const next = req.query.next;
  if (!isSafeRedirect(next)) {
    // ruleid: node.xss.send-request-data
    return res.status(400).send('<p>Refusing to go to ' + next + '</p>');
  }
  // ok: node.xss.send-request-data
  res.send('<a href="' + next + '">Continue</a>');
});

router.get('/lang', (req, res) => {
  if (!/^[a-z]{2}$/.test(req.query.lang)) {
    // ruleid: node.xss.send-request-data
    return res.status(400).send('<p>Unknown language ' + req.query.lang + '</p>');
  }
  // ok: node.xss.send-request-data
  res.send('<html lang="' + req.query.lang + '"></html>');
});

module.exports = router;
