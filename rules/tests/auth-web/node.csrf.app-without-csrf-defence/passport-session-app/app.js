const express = require('express');
const session = require('express-session');
const passport = require('passport');
const User = require('./models/user');
const tickets = require('./routes/tickets');

// ruleid: node.csrf.app-without-csrf-defence
const app = express();
app.use(express.urlencoded({ extended: true }));
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
app.use(passport.initialize());
app.use(passport.session());

// the signed-in user's id is kept in the session cookie and read back on every request
passport.serializeUser((user, done) => done(null, user.id));
passport.deserializeUser((id, done) => User.findById(id).then((user) => done(null, user), done));

app.post('/login', passport.authenticate('local', { failureRedirect: '/login' }), (req, res) => res.redirect('/'));
app.use('/tickets', tickets);

module.exports = app;
