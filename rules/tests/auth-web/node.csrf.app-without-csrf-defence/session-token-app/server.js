const crypto = require('crypto');
const express = require('express');
const session = require('express-session');

// a synchronizer token kept in the session, checked on every state-changing request
// ok: node.csrf.app-without-csrf-defence
const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
app.use(express.urlencoded({ extended: false }));

app.use((req, res, next) => {
  req.session.formToken = req.session.formToken || crypto.randomBytes(24).toString('hex');
  res.locals.formToken = req.session.formToken;
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  if (!req.body._token || req.body._token !== req.session.formToken) {
    return res.status(403).send('invalid form token');
  }
  next();
});

app.post('/transfer', (req, res) => {
  Accounts.transfer(req.session.userId, req.body.to, Number(req.body.amount));
  res.redirect('/');
});

app.listen(3000);
