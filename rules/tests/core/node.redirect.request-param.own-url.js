const express = require('express');
const Koa = require('koa');

const app = express();

// HTTP to HTTPS: the host the client asked for and the path it asked for
app.use((req, res, next) => {
  if (!req.secure) {
    // ok: node.redirect.request-param
    return res.redirect(301, `https://${req.hostname}${req.originalUrl}`);
  }
  next();
});

// a trailing-slash strip of the request path: GET //evil.example/ becomes //evil.example
app.use((req, res, next) => {
  if (req.path.length > 1 && req.path.endsWith('/')) {
    // ruleid: node.redirect.request-param
    return res.redirect(301, req.path.slice(0, -1));
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

module.exports = { app, site };
