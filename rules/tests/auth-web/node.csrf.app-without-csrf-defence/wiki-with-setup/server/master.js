const express = require('express');
const cookieParser = require('cookie-parser');
const session = require('express-session');
const passport = require('passport');
const authRoutes = require('./controllers/auth');

module.exports = async () => {
  // the wiki itself: users sign in with a session cookie
  // ruleid: node.csrf.app-without-csrf-defence
  const app = express();
  app.use(express.urlencoded({ extended: true }));
  app.use(cookieParser());
  app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
  app.use(passport.initialize());
  app.use(passport.session());
  app.use('/', authRoutes);
  app.listen(process.env.PORT || 3000);
};
