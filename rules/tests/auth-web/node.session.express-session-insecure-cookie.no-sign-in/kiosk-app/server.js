const express = require('express');
const session = require('express-session');

// A museum kiosk: no accounts, the session only keeps the visitor's language and the last
// exhibit shown, so a sniffed cookie gives nothing a direct request does not.
const app = express();
// ok: node.session.express-session-insecure-cookie
app.use(session({ secret: process.env.KIOSK_SECRET, resave: false, saveUninitialized: true }));

app.post('/language', (req, res) => {
  req.session.language = req.body.language === 'fr' ? 'fr' : 'en';
  res.redirect('back');
});

app.get('/exhibits/:id', (req, res) => {
  req.session.lastExhibit = req.params.id;
  res.render('exhibit', { id: req.params.id, language: req.session.language ?? 'en' });
});

module.exports = app;
