// A bearer-token API: no cookie carries the user, so a cross-site form cannot act as them.
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const jwt = require('jsonwebtoken');

// ok: node.csrf.app-without-csrf-defence
const app = new Koa();
const router = new Router();

app.use(async (ctx, next) => {
  const header = ctx.get('Authorization') || '';
  ctx.state.user = jwt.verify(header.replace(/^Bearer /, ''), process.env.JWT_PUBLIC_KEY, { algorithms: ['RS256'] });
  await next();
});
router.post('/orders', async (ctx) => {
  const { items, address } = ctx.request.body;
  ctx.body = await ctx.state.orders.create(ctx.state.user.sub, { items, address });
});

app.use(bodyParser());
app.use(router.routes());
app.listen(8080);
