const express = require('express');
const cookieParser = require('cookie-parser');

const app = express();
// the parser is given a key but no cookie is signed or read signed: only the theme preference
// ok: node.cookie.parser-secret-literal
app.use(cookieParser('keyboard cat'));

app.get('/', (req, res) => res.render('home', { theme: req.cookies.theme === 'dark' ? 'dark' : 'light' }));
app.post('/theme', (req, res) => {
  res.cookie('theme', req.body.theme === 'dark' ? 'dark' : 'light');
  res.redirect('/');
});

app.listen(3000);
