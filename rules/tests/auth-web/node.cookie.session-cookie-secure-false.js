const express = require('express');
const { createSession } = require('./sessions');

const app = express();

app.post('/login', async (req, res) => {
  const session = await createSession(req.body);
  // ruleid: node.cookie.session-cookie-secure-false
  res.cookie('connect.sid', session.id, { httpOnly: true, secure: false, sameSite: 'lax' });
  res.redirect('/dashboard');
});

app.post('/remember', async (req, res) => {
  const token = await issueRememberToken(req.user.id);
  res.cookie('remember_me', token, {
    httpOnly: true,
    // ruleid: node.cookie.session-cookie-secure-false
    secure: false,
    maxAge: 30 * 24 * 3600 * 1000,
  });
  res.sendStatus(204);
});

app.post('/prefs', (req, res) => {
  // ok: node.cookie.session-cookie-secure-false
  res.cookie('lang', req.body.lang, { secure: false, sameSite: 'lax' });
  // ok: node.cookie.session-cookie-secure-false
  res.cookie('session_lang', req.body.lang, { httpOnly: true, secure: process.env.NODE_ENV === 'production', sameSite: 'lax' });
  res.sendStatus(204);
});

module.exports = app;
