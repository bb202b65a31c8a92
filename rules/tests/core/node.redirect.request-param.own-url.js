const express = require('express');
const Koa = require('koa');

const app = express();
// Redirects built from the request's own path alone are node.redirect.request-path's
// (rules/tests/core/node.redirect.request-path.js); these are the request's parameters'.

// HTTP to HTTPS: the host the client asked for and the path it asked for
app.use((req, res, next) => {
  if (!req.secure) {
    // ok: node.redirect.request-param
    return res.redirect(301, `https://${req.hostname}${req.originalUrl}`);
  }
  next();
});


// a host the query names is another party's choice
app.get('/switch', (req, res) => {
  // ruleid: node.redirect.request-param
  res.redirect(`https://${req.query.region}${req.originalUrl}`);
});

// the login page, with the invitation's values in its query string
app.get('/invitations/accept', (req, res) => {
  const { teamId, token } = req.query;
  const loginUrl = `/login?next=/teams/${teamId}/accept`;
  const params = new URLSearchParams();
  if (token) params.append('token', token);
  // ok: node.redirect.request-param
  res.redirect(params.toString() ? `${loginUrl}&${params.toString()}` : loginUrl);
});

// a return path from the query, with a marker appended: still wherever the query points
app.get('/done', (req, res) => {
  const next = req.query.next;
  const target = `${next}?done=1`;
  // ruleid: node.redirect.request-param
  res.redirect(target);
});

const site = new Koa();
// the apex domain sends visitors to www on the host they asked for
site.use(async (ctx, next) => {
  if (ctx.headers.host === 'example.com') {
    // ok: node.redirect.request-param
    ctx.redirect(`https://www.${ctx.headers.host}${ctx.path}`);
  } else {
    await next();
  }
});

// a team's canonical address, with the path the visitor asked for
site.use(async (ctx, next) => {
  const team = await ctx.state.loadTeam();
  if (team && ctx.hostname !== team.host) {
    const url = new URL(team.url);
    url.pathname = ctx.path;
    url.search = ctx.search;
    // ok: node.redirect.request-param
    return ctx.redirect(url.toString());
  }
  await next();
});

// the host set from the query moves the target elsewhere
site.use(async (ctx, next) => {
  if (ctx.query.region) {
    const url = new URL('https://eu.example.com/');
    url.host = ctx.query.region;
    // ruleid: node.redirect.request-param
    return ctx.redirect(url.toString());
  }
  await next();
});

// the host the client asked for and its own path, the port in the same substitution
app.use((req, res, next) => {
  if (req.protocol === 'http') {
    // ok: node.redirect.request-param
    return res.redirect(`https://${req.hostname + (SSL_PORT === 443 ? '' : `:${SSL_PORT}`) + req.url}`);
  }
  next();
});

// a malformed URL sends the reader to the topic it names: the matched text begins with /topic/
app.use((err, req, res, next) => {
  const clean = req.path.replace(new RegExp(`^${config.relativePath}`), '');
  const topic = clean.match(/^\/topic\/(\d+)\//);
  if (topic) {
    // ok: node.redirect.request-param
    return res.redirect(config.relativePath + topic[0]);
  }
  next(err);
});

// `//evil.example` collapsed to `/evil.example`: a path on this site
app.use((req, res, next) => {
  const target = req.originalUrl.replace(config.relativePath, '');
  if (target.startsWith('//')) {
    // ok: node.redirect.request-param
    return res.redirect(config.relativePath + target.replace(/^\/+/, '/'));
  }
  next();
});


// an old route's path rewritten: only requests for /share/... reach this handler
app.get('/share/:id/*', (req, res) => {
  // ok: node.redirect.request-param
  res.redirect(301, req.path.replace(/^\/share/, '/s'));
});


const router = new Router();
router.use(['/share/:shareId', '/share/:shareId/doc/:slug'], (ctx) => {
  const redirectPath = ctx.path.replace(/^\/share/, '/s');
  // ok: node.redirect.request-param
  ctx.redirect(redirectPath + ctx.request.search);
});

module.exports = { app, site, router };

// a package's entry file under the path the request came on: path.join collapses `//` to `/`
const { join } = require('path');
site.use(async (ctx) => {
  if (ctx.path.endsWith('/files')) {
    const main = ctx.query.main || 'index.js';
    // ok: node.redirect.request-param
    ctx.redirect(join(ctx.path, main));
  }
});

// a join whose first part the query chooses can start anywhere
site.use(async (ctx) => {
  // ruleid: node.redirect.request-param
  ctx.redirect(join(ctx.query.base, 'index.js'));
});

// a package missing here is served by the upstream registry the operator configured
site.use(async (ctx) => {
  const upstream = ctx.app.config.sourceRegistry;
  // ok: node.redirect.request-param
  ctx.redirect(`${upstream}${ctx.url}`);
});

// the upstream named by the query is the caller's choice
site.use(async (ctx) => {
  // ruleid: node.redirect.request-param
  ctx.redirect(`${ctx.query.upstream}${ctx.url}`);
});
