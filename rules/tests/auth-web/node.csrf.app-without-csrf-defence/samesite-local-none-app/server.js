const express = require('express');
const cookieParser = require('cookie-parser');
const { signIn, verify } = require('./auth');

// the access-token cookie is Lax wherever the API is deployed; only a page on localhost (the
// front end's dev server, another origin) gets SameSite=None so its fetches carry the cookie
function cookieOptions(req) {
  const localOrigin = /(localhost|127\.0\.0\.1)(:\d+)?$/.test(req.headers.origin || '');
  return { httpOnly: true, secure: true, sameSite: localOrigin ? 'none' : 'lax' };
}

// ok: node.csrf.app-without-csrf-defence
const app = express();
app.use(express.json());
app.use(express.urlencoded({ extended: false }));
app.use(cookieParser());

app.post('/login', async (req, res) => {
  const token = await signIn(req.body.email, req.body.password);
  res.cookie('access_token', token, cookieOptions(req));
  res.sendStatus(204);
});

app.post('/articles/:id/publish', async (req, res) => {
  const user = await verify(req.cookies.access_token);
  await publish(user, req.params.id);
  res.sendStatus(204);
});

module.exports = app;
