const Router = require('@koa/router');
const { requireLogin, requireAdmin } = require('../middleware/auth');

const router = new Router();

// ruleid: node.authz.admin-route-login-only
router.post('/admin/coupons', requireLogin, async (ctx) => {
  ctx.body = await Coupons.create(ctx.request.body);
});

// ok: node.authz.admin-route-login-only
router.delete('/admin/coupons/:id', requireLogin, requireAdmin, async (ctx) => {
  await Coupons.remove(ctx.params.id);
  ctx.status = 204;
});

module.exports = router;
