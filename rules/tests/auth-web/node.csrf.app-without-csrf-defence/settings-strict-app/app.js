const express = require('express');
const session = require('express-session');
const settings = require('./lib/settings');

// ok: node.csrf.app-without-csrf-defence
const app = express();

const cookieSameSite = settings.get('cookieSameSite');
app.use(express.json());
app.use(
  session({
    name: settings.get('cookieName'),
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { maxAge: settings.get('sessionMinutes') * 60000, sameSite: cookieSameSite },
  }),
);

app.post('/queries', async (req, res) => {
  res.json(await queries.create(req.session.userId, req.body));
});

app.delete('/queries/:id', async (req, res) => {
  res.json(await queries.remove(req.session.userId, req.params.id));
});

module.exports = app;
