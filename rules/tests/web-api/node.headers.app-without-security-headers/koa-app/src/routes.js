const Router = require('@koa/router');

const router = new Router();
router.post('/login', async (ctx) => {
  const user = await ctx.state.users.verify(ctx.request.body.email, ctx.request.body.password);
  if (!user) ctx.throw(401);
  ctx.session.userId = user.id;
  ctx.redirect('/');
});
router.post('/orders', async (ctx) => {
  if (!ctx.session.userId) ctx.throw(401);
  ctx.body = await ctx.state.orders.create(ctx.session.userId, ctx.request.body);
});

module.exports = router;
