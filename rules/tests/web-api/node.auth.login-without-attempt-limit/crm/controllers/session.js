const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const { User } = require('../models');
const { recordFailure, isLocked } = require('../services/lockout');

const router = new Router();

// accounts lock after five failures (services/lockout.js)
// ok: node.auth.login-without-attempt-limit
router.post('/session', async (ctx) => {
  const { username, password } = ctx.request.body;
  const user = await User.findOne({ where: { username } });
  if (!user || isLocked(user) || !bcrypt.compareSync(password, user.passwordHash)) {
    if (user) await recordFailure(user);
    ctx.status = 401;
    return;
  }
  ctx.session.userId = user.id;
  ctx.status = 204;
});

module.exports = router;
