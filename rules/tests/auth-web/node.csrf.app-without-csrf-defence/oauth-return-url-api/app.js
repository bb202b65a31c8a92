const express = require('express');
const session = require('express-session');
const passport = require('passport');
require('./auth/strategies')(passport);
const tickets = require('./routes/tickets');
const signIn = require('./routes/sign-in');

// ok: node.csrf.app-without-csrf-defence
const app = express();
app.use(express.urlencoded({ extended: true }));
app.use(express.json());
// keeps where to send the user back after the Google round trip; no user is ever stored in it
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
app.use(passport.initialize());
app.use(passport.session());

app.use('/auth', signIn);
app.use('/:projectId/tickets', [passport.authenticate(['basic', 'jwt'], { session: false })], tickets);

module.exports = app;
