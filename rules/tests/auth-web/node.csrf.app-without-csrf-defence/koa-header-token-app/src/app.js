const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const session = require('koa-session');
const guard = require('./middleware/guard');

// every state-changing route passes the guard: a custom header and the session's token
// ok: node.csrf.app-without-csrf-defence
const app = new Koa();
app.keys = [process.env.SESSION_KEY];

const router = new Router();
router.post('/login', guard({ token: false }), async (ctx) => {
  ctx.session.user = await signIn(ctx.request.body);
  ctx.session.token = require('crypto').randomBytes(24).toString('hex');
  ctx.body = { token: ctx.session.token };
});
router.post('/servers/:id/restart', guard(), async (ctx) => {
  ctx.body = await Servers.restart(ctx.params.id);
});
router.delete('/servers/:id', guard(), async (ctx) => {
  ctx.body = await Servers.remove(ctx.params.id);
});

app.use(session({ key: 'panel.sess', httpOnly: true }, app));
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(23333);
