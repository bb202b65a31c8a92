const express = require('express');
const Koa = require('koa');
const { join } = require('path');
const Router = require('@koa/router');

const app = express();
const site = new Koa();

// HTTP to HTTPS: the host the client asked for and the path it asked for
app.use((req, res, next) => {
  if (!req.secure) {
    // ok: node.redirect.request-path
    return res.redirect(301, `https://${req.hostname}${req.originalUrl}`);
  }
  next();
});

// a trailing-slash strip of the request path: GET //evil.example/ becomes //evil.example
app.use((req, res, next) => {
  if (req.path.length > 1 && req.path.endsWith('/')) {
    // ruleid: node.redirect.request-path
    return res.redirect(301, req.path.slice(0, -1));
  }
  next();
});

// the host the client asked for and its own path, the port in the same substitution
app.use((req, res, next) => {
  if (req.protocol === 'http') {
    // ok: node.redirect.request-path
    return res.redirect(`https://${req.hostname + (SSL_PORT === 443 ? '' : `:${SSL_PORT}`) + req.url}`);
  }
  next();
});

// a malformed URL sends the reader to the topic it names: the matched text begins with /topic/
app.use((err, req, res, next) => {
  const clean = req.path.replace(new RegExp(`^${config.relativePath}`), '');
  const topic = clean.match(/^\/topic\/(\d+)\//);
  if (topic) {
    // ok: node.redirect.request-path
    return res.redirect(config.relativePath + topic[0]);
  }
  // a match of a pattern that may begin with `//`
  const any = clean.match(/\/.*$/);
  // ruleid: node.redirect.request-path
  return res.redirect(config.relativePath + any[0]);
});

// `//evil.example` collapsed to `/evil.example`: a path on this site
app.use((req, res, next) => {
  const target = req.originalUrl.replace(config.relativePath, '');
  if (target.startsWith('//')) {
    // ok: node.redirect.request-path
    return res.redirect(config.relativePath + target.replace(/^\/+/, '/'));
  }
  next();
});

// only the first slash removed: `///evil.example` still begins with `//`
app.use((req, res, next) => {
  if (req.originalUrl.startsWith('//')) {
    // ruleid: node.redirect.request-path
    return res.redirect(req.originalUrl.replace(/^\//, ''));
  }
  next();
});

// an old route's path rewritten: only requests for /share/... reach this handler
app.get('/share/:id/*', (req, res) => {
  // ok: node.redirect.request-path
  res.redirect(301, req.path.replace(/^\/share/, '/s'));
});

// the same rewrite in a middleware that every path reaches (Express strips a mount from req.path)
app.use('/share', (req, res) => {
  // ruleid: node.redirect.request-path
  res.redirect(301, req.path.replace(/^\/share/, '/s'));
});

const router = new Router();
router.use(['/share/:shareId', '/share/:shareId/doc/:slug'], (ctx) => {
  const redirectPath = ctx.path.replace(/^\/share/, '/s');
  // ok: node.redirect.request-path
  ctx.redirect(redirectPath + ctx.request.search);
});

// a package's entry file under the path the request came on: path.join collapses `//` to `/`
const { join } = require('path');
const Router = require('@koa/router');
site.use(async (ctx) => {
  if (ctx.path.endsWith('/files')) {
    const main = ctx.query.main || 'index.js';
    // ok: node.redirect.request-path
    ctx.redirect(join(ctx.path, main));
  }
});

// a package missing here is served by the upstream registry the operator configured
site.use(async (ctx) => {
  const upstream = ctx.app.config.sourceRegistry;
  // ok: node.redirect.request-path
  ctx.redirect(`${upstream}${ctx.url}`);
});

module.exports = { app, site, router };

// a wizard router mounted under its own path: `req.baseUrl` is `/move/new` there (or empty at the
// root), so a fixed step after it stays on this site
const wizard = express.Router();
wizard.get('/', (req, res) => {
  // ok: node.redirect.request-path
  res.redirect(`${req.baseUrl}/personal-details`);
});
wizard.get('/start', (req, res) => {
  // ok: node.redirect.request-path
  res.redirect(303, join(req.baseUrl, '/enter-email-address'));
});
wizard.get('/cancel', (req, res) => {
  // ok: node.redirect.request-path
  res.redirect(req.baseUrl + '/confirm-cancel?step=' + encodeURIComponent(req.query.step));
});
app.use('/move/new', wizard);
// but the request's own path after it: mounted at the root, `GET //evil.example/` gives an empty
// mount path and `//evil.example/`
app.use((req, res, next) => {
  if (req.query.lang) {
    // ruleid: node.redirect.request-path
    return res.redirect(`${req.baseUrl}${req.path}`);
  }
  next();
});
