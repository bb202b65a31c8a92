const express = require('express');
const { signAccessToken, signRefreshToken } = require('./tokens');

const router = express.Router();
const isProd = process.env.NODE_ENV === 'production';

router.post('/token/refresh', async (req, res) => {
  const userId = await rotateRefreshToken(req.cookies.refresh_token);
  // ruleid: node.cookie.session-cookie-httponly-missing
  res.cookie('refresh_token', signRefreshToken(userId), { secure: isProd, sameSite: 'strict', path: '/token' });
  res.cookie('access_token', signAccessToken(userId), {
    // ok: node.cookie.session-cookie-httponly-missing
    httpOnly: true,
    secure: isProd,
    sameSite: 'lax',
  });
  // ok: node.cookie.session-cookie-httponly-missing
  res.cookie('XSRF-TOKEN', req.csrfToken(), { secure: isProd, sameSite: 'strict' });
  res.sendStatus(204);
});

router.post('/impersonate', async (req, res) => {
  const token = await startImpersonation(req.user, req.body.userId);
  res.cookie('impersonation_token', token, {
    // ruleid: node.cookie.session-cookie-httponly-missing
    sameSite: 'strict',
    maxAge: 15 * 60 * 1000,
  });
  res.redirect('/');
});

router.delete('/account', async (req, res) => {
  await deleteAccount(req.user.id);
  // ok: node.cookie.session-cookie-httponly-missing
  res.cookie('access_token', 'deleted', { maxAge: -1, secure: isProd });
  res.sendStatus(204);
});

router.post('/token/renew', async (req, res) => {
  const token = signAccessToken(req.user.id);
  // ruleid: node.cookie.session-cookie-httponly-missing
  res.cookie('access_token', token, { secure: isProd, maxAge: 15 * 60 * 1000 });
  res.sendStatus(204);
});

module.exports = router;
