const express = require('express');
const cookieParser = require('cookie-parser');
const db = require('sqlite');
const auth = require('./routes/auth');

const app = express();
app.use(express.urlencoded({ extended: true }));
app.use(cookieParser(process.env.COOKIE_SECRET));
app.use(auth);

app.get('/', async (req, res) => {
  const login = req.signedCookies.logged;
  const user = login ? await db.get('SELECT name FROM User WHERE login = ?', [login]) : null;
  res.render('index', { username: user && user.name });
});

module.exports = app;
