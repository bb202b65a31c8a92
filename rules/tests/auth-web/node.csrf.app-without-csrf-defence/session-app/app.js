const express = require('express');
const session = require('express-session');
const RedisStore = require('connect-redis').default;
const accountRoutes = require('./routes/account');

// ruleid: node.csrf.app-without-csrf-defence
const app = express();

app.set('view engine', 'pug');
app.use(express.urlencoded({ extended: false }));
app.use(
  session({
    store: new RedisStore({ client: redisClient }),
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true },
  }),
);
app.use('/account', accountRoutes);

module.exports = app;
