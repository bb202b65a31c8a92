const express = require('express');
const cookieParser = require('cookie-parser');
const httpProxy = require('http-proxy');
const { METRICS_PATH } = require('./constants');
const { injectUser, injectUserFromCookie } = require('./middleware/user');
const apps = require('./routes/apps');
const login = require('./routes/login');

const proxy = httpProxy.createProxyServer({});
// ok: node.csrf.app-without-csrf-defence
const app = express();
app.use(express.json());
app.use(cookieParser());

// the metrics dashboard is proxied; it can only carry the cookie, and it is read-only
app.use(METRICS_PATH, injectUserFromCookie());
app.use(METRICS_PATH, function (req, res, next) {
  if (!res.locals.user) return res.sendStatus(401);
  if (req.method !== 'GET') return res.status(405).send('read only');
  proxy.web(req, res, { target: 'http://metrics:19999' });
});

app.use('/auth', login);
app.use('/api', injectUser());
app.use('/api/apps', apps);

module.exports = app;
