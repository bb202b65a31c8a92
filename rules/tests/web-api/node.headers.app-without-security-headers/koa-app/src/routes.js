const Router = require('@koa/router');

const router = new Router();
router.post('/orders', async (ctx) => {
  ctx.body = await ctx.state.orders.create(ctx.request.body);
});

module.exports = router;
