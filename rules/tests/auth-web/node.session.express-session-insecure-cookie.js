const express = require('express');
const session = require('express-session');
const RedisStore = require('connect-redis').default;
const { redis } = require('./redis');

const app = express();
app.set('trust proxy', 1);

app.use(
  // ruleid: node.session.express-session-insecure-cookie
  session({
    store: new RedisStore({ client: redis }),
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
  }),
);

app.use(
  '/admin',
  // ruleid: node.session.express-session-insecure-cookie
  session({
    secret: process.env.ADMIN_SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: false, maxAge: 30 * 60 * 1000 },
  }),
);

app.use(
  '/app',
  // ok: node.session.express-session-insecure-cookie
  session({
    store: new RedisStore({ client: redis, prefix: 'app:' }),
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { secure: process.env.NODE_ENV === 'production', httpOnly: true, sameSite: 'lax' },
  }),
);

app.use(
  '/partners',
  // ok: node.session.express-session-insecure-cookie
  session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false, cookie: { secure: 'auto' } }),
);

app.post('/login', async (req, res) => {
  const user = await signIn(req.body.email, req.body.password);
  req.session.regenerate(() => {
    req.session.userId = user.id;
    res.redirect('/');
  });
});

module.exports = app;

// a session made only for local development, over plain http on localhost
if (process.env.NODE_ENV !== 'production') {
  app.use(
    '/dev-tools',
    // ok: node.session.express-session-insecure-cookie
    session({
      secret: process.env.DEV_SESSION_SECRET,
      resave: false,
      saveUninitialized: false,
    }),
  );
}
