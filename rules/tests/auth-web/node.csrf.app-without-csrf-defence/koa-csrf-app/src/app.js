const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const session = require('koa-session');
const CSRF = require('@koa/csrf');

// ok: node.csrf.app-without-csrf-defence
const app = new Koa();
app.keys = [process.env.SESSION_KEY];

const router = new Router();
router.post('/users/:id/role', async (ctx) => {
  await ctx.state.users.setRole(ctx.params.id, ctx.request.body.role);
  ctx.status = 204;
});

app.use(session(app));
app.use(bodyParser());
app.use(new CSRF());
app.use(router.routes());

module.exports = app;
