import express from 'express';

// A host check protects the code after the branch that rejects the target (and its else branch),
// never that branch: a redirect there goes to exactly the host the check refused.
const router = express.Router();
const APP_HOST = 'app.acme-example.com';
const PARTNER_HOSTS = new Set(['billing.acme-example.com', 'status.acme-example.com']);

router.get('/auth/continue', (req, res) => {
  const next = String(req.query.next || '/');
  if (new URL(next, `https://${APP_HOST}`).hostname !== APP_HOST) {
    console.warn('leaving for another host', next);
    // ruleid: node.redirect.request-param
    return res.redirect(next);
  }
  // ok: node.redirect.request-param
  res.redirect(next);
});

router.get('/partners/open', (req, res) => {
  const target = new URL(String(req.query.target));
  if (!PARTNER_HOSTS.has(target.hostname)) {
    // ruleid: node.redirect.request-param
    res.redirect(302, target.href);
  } else {
    // ok: node.redirect.request-param
    res.redirect(302, target.href);
  }
});

// A check that only stops a redirect loop, in a branch that does not return: any other target,
// another host's included, is followed.
router.get('/visitPage', (req, res) => {
  const target = String(req.query.referer || '/');
  if (target === '/visitPage' || target.startsWith('/visitPage?')) {
    res.redirect(302, '/');
  }
  // ruleid: node.redirect.request-param
  res.redirect(target);
});

// A local-path check whose branch ends the handler: what follows is a path on this site.
router.get('/visitPage-safe', (req, res) => {
  const target = String(req.query.referer || '/');
  if (!target.startsWith('/') || target.startsWith('//')) {
    return res.redirect(302, '/');
  }
  // ok: node.redirect.request-param
  res.redirect(target);
});

export default router;
