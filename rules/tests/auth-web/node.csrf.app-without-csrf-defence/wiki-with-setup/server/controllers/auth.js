const express = require('express');
const passport = require('passport');

// the session keeps the signed-in user's id (passport reads it back on each request)
passport.serializeUser((user, done) => done(null, user.id));
passport.deserializeUser((id, done) => done(null, { id }));

const router = express.Router();

router.post('/login', passport.authenticate('local', { failureRedirect: '/login' }), (req, res) => {
  res.redirect('/');
});

router.post('/pages/:id/delete', async (req, res) => {
  if (!req.user) return res.sendStatus(401);
  await deletePage(req.params.id, req.user);
  res.redirect('/');
});

module.exports = router;
