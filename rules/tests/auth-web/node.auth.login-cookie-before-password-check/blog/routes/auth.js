const express = require('express');
const db = require('sqlite');

const router = express.Router();

router.post('/login', async (req, res, next) => {
  try {
    const login = req.body.inputEmail;
    const password = req.body.inputPassword;
    let result = null;
    if (login && password) {
      result = await db.get('SELECT name FROM User WHERE login = ? AND password = ?', [login, password]);
    }
    // ruleid: node.auth.login-cookie-before-password-check
    res.cookie('logged', login, { maxAge: 900000, signed: true });
    res.render('index', { username: result && result.name });
  } catch (err) {
    next(err);
  }
});

router.post('/signin', async (req, res) => {
  const { email, password } = req.body;
  const user = await db.get('SELECT name FROM User WHERE login = ? AND password = ?', [email, password]);
  if (!user) {
    return res.status(401).render('index', { error: 'Wrong e-mail or password' });
  }
  // ok: node.auth.login-cookie-before-password-check
  res.cookie('logged', email, { maxAge: 900000, signed: true, httpOnly: true });
  res.redirect('/');
});

router.post('/session', async (req, res) => {
  const { email, password } = req.body;
  const user = await db.get('SELECT name FROM User WHERE login = ? AND password = ?', [email, password]);
  if (user) {
    // ok: node.auth.login-cookie-before-password-check
    res.cookie('logged', email, { signed: true, httpOnly: true });
  }
  res.redirect('/');
});

router.post('/login/remember', (req, res) => {
  const { username, password } = req.body;
  // ruleid: node.auth.login-cookie-before-password-check
  res.cookie('logged', username, { signed: true, maxAge: 30 * 24 * 3600 * 1000 });
  db.get('SELECT name FROM User WHERE login = ? AND password = ?', [username, password]).then((user) => {
    if (!user) {
      return res.status(401).render('index', { error: 'Wrong e-mail or password' });
    }
    res.redirect('/');
  });
});

module.exports = router;
