const Router = require('@koa/router');
const passport = require('koa-passport');

const router = new Router({ prefix: '/api/v1/playlist' });
router.post('/', passport.authenticate('jwt', { session: false }), async (ctx) => {
  ctx.body = await Playlists.create(ctx.state.user.id, ctx.request.body);
});

module.exports = router;
