const express = require('express');
const session = require('express-session');
const passport = require('passport');
const approveRequest = require('./app/requests/approve');

const app = express();
app.use(session({ store: redisStore, secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
app.use(passport.initialize());
app.use(passport.session());

// the one sign-in: the identity provider's callback, which req.logIn completes (passport regenerates the session)
app.get('/auth/cb', (req, res, next) => {
  passport.authenticate('oidc', (err, user) => {
    if (err || !user) return res.redirect('/auth');
    return req.logIn(user, (loginErr) => (loginErr ? next(loginErr) : res.redirect('/')));
  })(req, res, next);
});

app.use('/requests', approveRequest);
module.exports = app;
