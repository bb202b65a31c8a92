const express = require('express');
const session = require('express-session');
const config = require('./config/schema');

// ruleid: node.csrf.app-without-csrf-defence
const app = express();

app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { secure: true, sameSite: config.get('sessionSameSite') },
  }),
);

app.post('/posts', async (req, res) => {
  await posts.add(req.session.userId, req.body.text);
  res.redirect('/');
});

module.exports = app;
