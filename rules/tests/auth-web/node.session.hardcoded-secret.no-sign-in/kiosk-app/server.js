const express = require('express');
const session = require('express-session');

// A museum kiosk: no accounts, the session only keeps the visitor's language and the last
// exhibit shown, so a cookie forged with the literal secret grants nothing a visitor lacks.
const app = express();
// ok: node.session.hardcoded-secret
app.use(session({ secret: 'kiosk-session-secret',
  resave: false, saveUninitialized: true }));

app.post('/language', (req, res) => {
  req.session.language = req.body.language === 'fr' ? 'fr' : 'en';
  res.redirect('back');
});

app.get('/exhibits/:id', (req, res) => {
  req.session.lastExhibit = req.params.id;
  res.render('exhibit', { id: req.params.id, language: req.session.language ?? 'en' });
});

module.exports = app;
