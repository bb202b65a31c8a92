const express = require('express');
const session = require('express-session');

// ok: node.csrf.app-without-csrf-defence
const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
app.use(express.urlencoded({ extended: false }));

// state-changing requests must come from the app's own origin
app.use((req, res, next) => {
  if (req.method !== 'GET' && req.headers.origin !== process.env.APP_ORIGIN) return res.sendStatus(403);
  next();
});

app.post('/transfer', (req, res) => {
  Accounts.transfer(req.session.userId, req.body.to, Number(req.body.amount));
  res.redirect('/');
});

app.listen(3000);
