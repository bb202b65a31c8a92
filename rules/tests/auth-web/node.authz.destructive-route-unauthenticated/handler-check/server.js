const express = require('express');
const session = require('express-session');
const knex = require('./knex');

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

app.post('/login', async (req, res) => {
  const user = await checkPassword(req.body.email, req.body.password);
  if (!user) return res.sendStatus(401);
  req.session.regenerate(() => {
    req.session.userId = user.id;
    res.redirect('/');
  });
});

// ok: node.authz.destructive-route-unauthenticated
app.post('/tasks/clear', async (req, res) => {
  if (!req.session.userId) return res.sendStatus(401);
  await knex('tasks').where({ owner: req.session.userId }).del();
  res.redirect('/');
});

// ok: node.authz.destructive-route-unauthenticated
app.post('/admin/purge', async (req, res) => {
  if (!req.session.isAdmin) return res.sendStatus(403);
  await knex('tasks').truncate();
  res.redirect('/');
});

app.listen(3000);
