const express = require('express');
const db = require('sqlite');

const app = express();
app.use(express.urlencoded({ extended: true }));

// bcrypt is listed in package.json but no file requires it: the login matches the typed password in SQL
app.post('/login', async (req, res) => {
  const { login, password } = req.body;
  // ruleid: node.password.no-hashing-library
  const user = await db.get('SELECT name FROM User WHERE login = ? AND password = ?', [login, password]);
  if (!user) return res.status(401).send('wrong login or password');
  res.redirect('/');
});

app.get('/users/:login', async (req, res) => {
  // ok: node.password.no-hashing-library
  const user = await db.get('SELECT name FROM User WHERE login = ?', [req.params.login]);
  res.json({ name: user && user.name });
});

app.listen(3000);
