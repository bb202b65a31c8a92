const express = require('express');
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

module.exports = router;
