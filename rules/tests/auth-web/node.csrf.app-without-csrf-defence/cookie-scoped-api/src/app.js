const express = require('express');
const cookieParser = require('cookie-parser');
const { userFromCookie } = require('./middleware/session');
const apps = require('./routes/apps');

// ruleid: node.csrf.app-without-csrf-defence
const app = express();
app.use(express.urlencoded({ extended: true }));
app.use(cookieParser());

// the API is authenticated by the cookie, under its own path: a cross-site form POST carries it
app.use('/api', userFromCookie());
app.use('/api/apps', apps);

module.exports = app;
