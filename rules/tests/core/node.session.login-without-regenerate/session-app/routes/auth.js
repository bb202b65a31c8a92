const express = require('express');
const bcrypt = require('bcrypt');
const db = require('../db');
const Users = require('../services/users');

const router = express.Router();

router.post('/login', async (req, res) => {
  const user = await Users.authenticate(req.body.email, req.body.password);
  if (!user) {
    return res.status(401).render('login', { error: 'Invalid email or password' });
  }
  // ruleid: node.session.login-without-regenerate
  req.session.user = { id: user.id, name: user.name };
  return res.redirect('/books');
});

router.post('/signup', async (req, res, next) => {
  const user = await Users.create(req.body.email, req.body.password);
  req.session.regenerate((err) => {
    if (err) return next(err);
    // ok: node.session.login-without-regenerate
    req.session.userId = user.id;
    return res.redirect('/books');
  });
});

router.get('/sso/callback', async (req, res, next) => {
  try {
    const profile = await sso.exchange(req.query.code, req.session.ssoState);
    const user = await Users.findOrCreateFromSso(profile);
    // ruleid: node.session.login-without-regenerate
    req.session.userId = user.id;
    res.redirect('/books');
  } catch (err) {
    next(err);
  }
});

router.post('/logout', (req, res) => {
  // ok: node.session.login-without-regenerate
  req.session.user = null;
  req.session.destroy(() => res.redirect('/'));
});

router.post('/signin', (req, res) => {
  db.get('SELECT * FROM users WHERE email = ?', [req.body.email], async (err, row) => {
    if (err || !row || !(await bcrypt.compare(req.body.password, row.password_hash))) {
      return res.status(401).render('login', { error: 'Invalid email or password' });
    }
    // ruleid: node.session.login-without-regenerate
    req.session.loggedIn = 1;
    req.session.username = row.email;
    return res.redirect('/books');
  });
});

router.get('/signout', (req, res) => {
  // ok: node.session.login-without-regenerate
  req.session.loggedIn = 0;
  // ok: node.session.login-without-regenerate
  req.session.username = '';
  res.redirect('/login');
});

router.post('/preferences/display-name', (req, res) => {
  if (!req.session.userId) return res.sendStatus(401);
  // ok: node.session.login-without-regenerate
  req.session.username = String(req.body.displayName).slice(0, 40);
  res.redirect('/account');
});

module.exports = router;
