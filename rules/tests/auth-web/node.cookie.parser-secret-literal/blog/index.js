const express = require('express');
const cookieParser = require('cookie-parser');
const accounts = require('./accounts');

const app = express();
// ruleid: node.cookie.parser-secret-literal
app.use(cookieParser('secretsecret'));

app.get('/', (req, res) => {
  const login = req.signedCookies.logged;
  res.send(login ? `Welcome ${accounts.nameOf(login)}` : 'Please sign in');
});

app.listen(3000);
