const express = require('express');
const cookieParser = require('cookie-parser');

function cookieOptions(req) {
  return { domain: req.hostname, path: '/', secure: req.secure };
}

// ruleid: node.csrf.app-without-csrf-defence
const app = express();
app.use(cookieParser());
app.use(express.urlencoded({ extended: false }));

app.post('/login', (req, res) => {
  if (req.body.password !== process.env.PASSWORD) return res.sendStatus(401);
  res.cookie('session', process.env.HASHED_PASSWORD, cookieOptions(req));
  res.redirect('/');
});

app.post('/settings', (req, res) => {
  if (req.cookies.session !== process.env.HASHED_PASSWORD) return res.sendStatus(401);
  settings.save(req.body);
  res.redirect('/settings');
});

app.listen(process.env.PORT || 8080);
