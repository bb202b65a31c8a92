import express from 'express';

const router = express.Router();
const APP_HOST = 'app.acme-example.com';
const PARTNER_HOSTS = new Set(['billing.acme-example.com', 'status.acme-example.com']);
const SSO_HOSTS = ['login.acme-example.com', 'id.acme-example.com'];

// The parsed hostname compared exactly: only our own hosts get through.
router.get('/auth/continue', (req, res) => {
  const next = String(req.query.next || '/');
  if (new URL(next, `https://${APP_HOST}`).hostname !== APP_HOST) {
    return res.redirect('/');
  }
  // ok: node.redirect.request-param
  res.redirect(next);
});

router.get('/partners/open', (req, res) => {
  const target = new URL(String(req.query.target));
  if (!PARTNER_HOSTS.has(target.hostname)) {
    return res.status(400).send('unknown partner');
  }
  // ok: node.redirect.request-param
  res.redirect(302, target.href);
});

router.get('/sso/return', (req, res) => {
  const returnUrl = new URL(String(req.query.return_url));
  if (SSO_HOSTS.includes(returnUrl.hostname)) {
    // ok: node.redirect.request-param
    return res.redirect(returnUrl.toString());
  }
  res.redirect('/login');
});

router.get('/docs/open', (req, res) => {
  const docUrl = String(req.query.url);
  const { hostname } = new URL(docUrl);
  if (hostname !== 'docs.acme-example.com' && !hostname.endsWith('.docs.acme-example.com')) {
    throw new Error('not a documentation host');
  }
  // ok: node.redirect.request-param
  res.redirect(docUrl);
});

router.get('/status/open', (req, res) => {
  const page = new URL(String(req.query.page));
  // ok: node.redirect.request-param
  res.redirect(PARTNER_HOSTS.has(page.hostname) ? page.href : '/');
});

// Near misses: what the check lets through still reaches the redirect.
router.get('/auth/continue-substring', (req, res) => {
  const next = new URL(String(req.query.next));
  if (!next.hostname.includes('acme-example.com')) {
    return res.redirect('/');
  }
  // ruleid: node.redirect.request-param
  res.redirect(next.href);
});

router.get('/auth/continue-prefix', (req, res) => {
  const next = String(req.query.next);
  if (!next.startsWith('https://app.acme-example.com')) {
    return res.redirect('/');
  }
  // ruleid: node.redirect.request-param
  res.redirect(next);
});

router.get('/auth/continue-suffix', (req, res) => {
  const next = new URL(String(req.query.next));
  if (next.hostname === APP_HOST || next.hostname.endsWith('acme-example.com')) {
    // ruleid: node.redirect.request-param
    return res.redirect(next.href);
  }
  res.redirect('/');
});

router.get('/auth/continue-logged', (req, res) => {
  const next = new URL(String(req.query.next));
  if (next.hostname !== APP_HOST) {
    console.warn('redirect to a foreign host', next.hostname);
  }
  // ruleid: node.redirect.request-param
  res.redirect(next.href);
});

router.get('/partners/open-unchecked', (req, res) => {
  const target = new URL(String(req.query.target));
  if (PARTNER_HOSTS.has(target.hostname)) {
    res.locals.partner = target.hostname;
  }
  // ruleid: node.redirect.request-param
  res.redirect(target.href);
});

// An allow-list the caller writes checks nothing.
router.get('/partners/open-listed', (req, res) => {
  const target = new URL(String(req.query.target));
  const allowed = String(req.query.partners || '').split(',');
  if (!allowed.includes(target.hostname)) {
    return res.redirect('/');
  }
  // ruleid: node.redirect.request-param
  res.redirect(target.href);
});

export default router;
