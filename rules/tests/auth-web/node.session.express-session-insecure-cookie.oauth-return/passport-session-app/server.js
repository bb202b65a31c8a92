const express = require('express');
const session = require('express-session');
const passport = require('passport');
const User = require('./models/user');

const app = express();

// passport keeps the signed-in user's id in this session: the cookie is the login
// ruleid: node.session.express-session-insecure-cookie
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
app.use(passport.initialize());
app.use(passport.session());
passport.serializeUser((user, done) => done(null, user.id));
passport.deserializeUser((id, done) => User.findById(id).then((user) => done(null, user), done));

app.get('/auth/oauth2', (req, res, next) => {
  req.session.redirect_url = req.query.redirect_url;
  passport.authenticate('oauth2')(req, res, next);
});

app.get('/auth/oauth2/callback', passport.authenticate('oauth2'), (req, res) => {
  res.redirect(req.session.redirect_url || '/');
});

module.exports = app;
