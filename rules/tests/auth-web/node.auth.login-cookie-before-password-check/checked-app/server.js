const express = require('express');
const bcrypt = require('bcrypt');
const { users, sessions } = require('./store');

const app = express();
app.use(express.urlencoded({ extended: true }));

// the remembered e-mail pre-fills the form; the sign-in itself is a server-side session
app.post('/login', async (req, res) => {
  const email = req.body.email;
  const password = req.body.password;
  // ok: node.auth.login-cookie-before-password-check
  res.cookie('last_email', email, { httpOnly: true, sameSite: 'lax' });
  const user = await users.byEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    return res.status(401).send('Wrong e-mail or password');
  }
  res.cookie('sid', await sessions.create(user.id), { httpOnly: true, secure: true, sameSite: 'lax' });
  res.redirect('/');
});

app.listen(3000);
