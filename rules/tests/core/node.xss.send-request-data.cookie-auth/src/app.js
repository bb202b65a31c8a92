const express = require('express');
const session = require('express-session');
const jwt = require('jsonwebtoken');
const pagesRouter = require('./routes/pages');

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

// the browser sends the session cookie by itself: a link from elsewhere arrives signed in
function authenticate(req, res, next) {
  const token = req.session.token || req.headers.authorization;
  if (!token) return res.redirect('/login');
  req.user = jwt.verify(token.replace('Bearer ', ''), process.env.JWT_SECRET);
  return next();
}

app.use('/pages', authenticate, pagesRouter);

module.exports = app;
