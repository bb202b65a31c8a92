// A kiosk's sign-in by badge name only (no password: the badge reader is the check), and the
// settings page that writes the session too.
const express = require('express');
const Staff = require('../services/staff');

const router = express.Router();

router.post('/kiosk/login', async (req, res) => {
  const member = await Staff.byBadge(req.body.badge);
  if (!member) return res.redirect('/kiosk');
  // ruleid: node.session.login-without-regenerate
  req.session.user = { id: member.id, role: member.role };
  res.redirect('/kiosk/home');
});

router.post('/kiosk/signin', async (req, res, next) => {
  const member = await Staff.byBadge(req.body.badge);
  if (!member) return res.redirect('/kiosk');
  req.session.regenerate((error) => {
    if (error) return next(error);
    // ok: node.session.login-without-regenerate
    req.session.user = { id: member.id, role: member.role };
    res.redirect('/kiosk/home');
  });
});

router.post('/kiosk/settings', (req, res) => {
  // ok: node.session.login-without-regenerate
  req.session.user = { ...req.session.user, theme: req.body.theme === 'dark' ? 'dark' : 'light' };
  res.redirect('/kiosk/home');
});

module.exports = router;
