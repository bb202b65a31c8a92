function isXhr(ctx) {
  const header = ctx.header['x-requested-with'];
  return header && header.toString().toLowerCase() === 'xmlhttprequest';
}

function rejected(ctx, message) {
  ctx.status = 403;
  ctx.body = { error: message };
}

module.exports = (options = {}) => async (ctx, next) => {
  if (options.token !== false) {
    if (!isXhr(ctx)) return rejected(ctx, 'Access denied: not an XHR request');
    const sent = ctx.query.token;
    const kept = ctx.session && ctx.session.token;
    if (sent !== kept) {
      return rejected(ctx, 'Access denied: invalid token');
    }
  }
  return next();
};
