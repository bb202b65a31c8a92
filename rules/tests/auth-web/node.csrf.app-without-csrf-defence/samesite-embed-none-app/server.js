const express = require('express');
const cookieParser = require('cookie-parser');
const { signIn, verify } = require('./auth');

// the widget embedded on customers' sites needs the cookie on cross-site requests: None there,
// so a cross-site form post carries the signed-in user's cookie too
function cookieOptions(req) {
  const embedded = req.query.embed === '1';
  return { httpOnly: true, secure: true, sameSite: embedded ? 'none' : 'lax' };
}

// ruleid: node.csrf.app-without-csrf-defence
const app = express();
app.use(express.json());
app.use(express.urlencoded({ extended: false }));
app.use(cookieParser());

app.post('/login', async (req, res) => {
  const token = await signIn(req.body.email, req.body.password);
  res.cookie('session_token', token, cookieOptions(req));
  res.sendStatus(204);
});

app.post('/comments', async (req, res) => {
  const user = await verify(req.cookies.session_token);
  await addComment(user, req.body.text);
  res.sendStatus(201);
});

module.exports = app;
