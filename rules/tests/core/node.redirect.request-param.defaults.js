// A default for a missing parameter keeps the parameter's value when it is there: `a || '/x'`,
// `a ?? '/x'` and `a ? a : '/x'` carry a's data; a branch that picks only literals does not.
const express = require('express');

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

module.exports = router;
