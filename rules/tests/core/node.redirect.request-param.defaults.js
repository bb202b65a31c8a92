// A default for a missing parameter keeps the parameter's value when it is there: `a || '/x'`,
// `a ?? '/x'` and `a ? a : '/x'` carry a's data; a branch that picks only literals does not.
const express = require('express');
const { isRelativeUrl, isLoggedIn } = require('../lib/checks');

const router = express.Router();

router.get('/redirect', (req, res) => {
  const url = req.query.url || '/dashboard';
  // ruleid: node.redirect.request-param
  res.redirect(url);
});

router.get('/continue', (req, res) => {
  const next = req.query.next ?? '/home';
  // ruleid: node.redirect.request-param
  res.redirect(302, next);
});

router.get('/back', (req, res) => {
  // ruleid: node.redirect.request-param
  res.redirect(req.query.back ? req.query.back : '/');
});

router.get('/tab', (req, res) => {
  const target = req.query.tab === 'billing' ? '/settings/billing' : '/settings';
  // ok: node.redirect.request-param
  res.redirect(target);
});

router.get('/home', (req, res) => {
  const fallback = req.session.lastPage || '/dashboard';
  // ok: node.redirect.request-param
  res.redirect(req.query.url ? '/dashboard' : fallback);
});


// the value is passed on only where a local-path check holds, else the fixed page
router.get('/delete/:table', (req, res) => {
  const { redirect } = req.query;
  // ok: node.redirect.request-param
  res.redirect((isRelativeUrl(redirect) && redirect) || `/list/${encodeURIComponent(req.params.table)}`);
});

// a check of something else on the left decides nothing about the target
router.get('/done', (req, res) => {
  const { redirect } = req.query;
  // ruleid: node.redirect.request-param
  res.redirect((isLoggedIn(req) && redirect) || '/');
});

module.exports = router;
