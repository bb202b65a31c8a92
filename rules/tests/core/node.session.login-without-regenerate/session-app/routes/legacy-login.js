// The old login pages: promise callbacks and a login hook that the password check calls.
const express = require('express');
const auth = require('../lib/auth');

const router = express.Router();

router.post('/login/auth', function (req, res) {
  var user = req.body.username;
  var password = req.body.password;

  auth(user, password)
    .then(function () {
      // ruleid: node.session.login-without-regenerate
      req.session.logged = true;
      req.session.user_name = user;
      res.redirect('/');
    })
    .catch(function () {
      res.redirect('/login?error=1');
    });
});

function onLoginSuccess(redirectPage, session, username, res) {
  // ruleid: node.session.login-without-regenerate
  session.loggedIn = 1;
  console.log(`User logged in: ${username}`);
  return res.redirect(redirectPage || '/admin');
}

function onLoginRegenerated(req, username, res) {
  req.session.regenerate(function () {
    // ok: node.session.login-without-regenerate
    req.session.user_name = username;
    res.redirect('/');
  });
}

router.post('/admin/login', function (req, res) {
  auth(req.body.username, req.body.password).then(function () {
    onLoginSuccess(req.query.redirectPage, req.session, req.body.username, res);
  });
});

function rememberTheme(session, theme) {
  // ok: node.session.login-without-regenerate
  session.user_name = theme.owner;
  session.theme = theme.name;
}

module.exports = { router, onLoginRegenerated, rememberTheme };
