const express = require('express');
const { isSafeReturnPath } = require('../lib/urls');

const router = express.Router();

router.get('/login/done', (req, res) => {
  // ruleid: node.redirect.request-param
  res.redirect(req.query.returnTo || '/');
});

router.get('/login/done-safe', (req, res) => {
  const returnTo = String(req.query.returnTo || '/');
  // ok: node.redirect.request-param
  res.redirect(isSafeReturnPath(returnTo) ? returnTo : '/');
});

router.post('/logout', (req, res) => {
  const { next } = req.body;
  req.session.destroy(() => {
    // ruleid: node.redirect.request-param
    res.redirect(302, next);
  });
});

router.post('/logout-safe', (req, res) => {
  const { next } = req.body;
  req.session.destroy(() => {
    // ok: node.redirect.request-param
    res.redirect(302, typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? next : '/');
  });
});

router.get('/out', (req, res) => {
  // ruleid: node.redirect.request-param
  res.redirect(decodeURIComponent(req.query.to));
});

router.get('/old/:slug', (req, res) => {
  // ok: node.redirect.request-param
  res.redirect(301, `/articles/${encodeURIComponent(req.params.slug)}`);
});

router.get('/logout/:redirect', (req, res) => {
  // ruleid: node.redirect.request-param
  res.redirect('http://' + req.params.redirect);
});

router.post('/login/failed', (req, res) => {
  const returnUrl = req.body.returnurl;
  // ok: node.redirect.request-param
  res.redirect('/login?returnurl=' + encodeURIComponent(returnUrl) + '&error=1');
});

router.post('/login/next', (req, res) => {
  let next = req.body.next;
  if (!next) {
    next = '/';
  }
  // ruleid: node.redirect.request-param
  res.redirect(next);
});

module.exports = router;

// encodeURI keeps the scheme and host of an absolute URL: it restricts nothing
app.get('/out', (req, res) => {
  // ruleid: node.redirect.request-param
  res.redirect(encodeURI(req.query.url));
});

// a cookie this server set at login start, a header the browser sends: a link chooses neither
app.get('/login/finish', (req, res) => {
  if (req.query.back) {
    // ok: node.redirect.request-param
    return res.redirect(req.get('referer') || '/');
  }
  // ok: node.redirect.request-param
  res.redirect(302, `${req.cookies.auth_cb}?token=${res.locals.token}`);
});

// the check is kept in a constant, then the branch reads it: the cookie must hold a same-origin path
app.get('/login/callback', (req, res) => {
  const returnTo = req.cookies.returnTo;
  const isLocalPath = returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') && !returnTo.includes('://');
  if (isLocalPath) {
    res.clearCookie('returnTo');
    // ok: node.redirect.request-param
    res.redirect(returnTo);
  } else {
    res.redirect('/');
  }
});

app.get('/login/continue', (req, res) => {
  const target = req.query.next;
  const isSafe = typeof target === 'string' && target.startsWith('/') && !target.startsWith('//');
  if (!isSafe) {
    return res.redirect('/');
  }
  // ok: node.redirect.request-param
  return res.redirect(target);
});

// a single leading slash proves nothing (//evil.example), kept in a constant or not
app.get('/login/resume', (req, res) => {
  const target = req.query.next;
  const hasSlash = target.startsWith('/');
  if (hasSlash) {
    // ruleid: node.redirect.request-param
    res.redirect(target);
  }
});
