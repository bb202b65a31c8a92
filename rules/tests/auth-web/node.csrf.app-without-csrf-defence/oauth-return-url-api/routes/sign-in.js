const express = require('express');
const passport = require('passport');
const { issueToken } = require('../auth/tokens');

const router = express.Router();

router.get('/google', (req, res, next) => {
  req.session.returnTo = req.query.return_to;
  req.session['oauth_state'] = req.query.state;
  passport.authenticate('google', { scope: ['email', 'profile'] })(req, res, next);
});

router.get('/google/callback', passport.authenticate('google', { session: false }), (req, res) => {
  const target = req.session.returnTo || '/';
  res.redirect(`${target}?token=${encodeURIComponent(issueToken(req.user))}`);
});

module.exports = router;
