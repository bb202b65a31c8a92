async function requireLogin(ctx, next) {
  if (!ctx.isAuthenticated()) ctx.throw(401);
  await next();
}

async function requireAdmin(ctx, next) {
  if (ctx.state.user.role !== 'admin') ctx.throw(403);
  await next();
}

module.exports = { requireLogin, requireAdmin };
