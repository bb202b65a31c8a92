const express = require('express');
const session = require('express-session');
const cookieSession = require('cookie-session');

const app = express();

app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  cookie: {
    secure: true,
    // ruleid: node.cookie.session-cookie-httponly-false
    httpOnly: false,
    maxAge: 24 * 60 * 60 * 1000,
  },
}));

// the admin panel's own session: express-session's default httpOnly is kept
app.use('/admin', session({
  secret: process.env.ADMIN_SESSION_SECRET,
  resave: false,
  saveUninitialized: false,
  // ok: node.cookie.session-cookie-httponly-false
  cookie: { secure: true, sameSite: 'strict' },
}));

// a UI preference the page's script reads: not a session
app.use(cookieSession({ name: 'prefs', keys: [process.env.PREFS_KEY] }));
app.get('/theme', (req, res) => {
  // ok: node.cookie.session-cookie-httponly-false
  res.cookie('theme', req.query.theme === 'dark' ? 'dark' : 'light', { httpOnly: false, sameSite: 'lax' });
  res.sendStatus(204);
});

module.exports = app;
