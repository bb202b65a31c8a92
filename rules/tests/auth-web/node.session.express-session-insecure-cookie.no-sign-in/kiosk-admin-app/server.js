const express = require('express');
const session = require('express-session');
const Curator = require('./models/curator');

// The kiosk's back office: the session keeps the curator who signed in, so it is the login.
const app = express();
// ruleid: node.session.express-session-insecure-cookie
app.use(session({ secret: process.env.KIOSK_SECRET, resave: false, saveUninitialized: false }));

app.post('/signin', async (req, res) => {
  const curator = await Curator.findOne({ badge: req.body.badge });
  if (!curator || !(await curator.checkPin(req.body.pin))) return res.status(401).render('signin');
  req.session.badge = curator.badge;
  res.redirect('/exhibits');
});

app.post('/language', (req, res) => {
  req.session.language = req.body.language === 'fr' ? 'fr' : 'en';
  res.redirect('back');
});

module.exports = app;
