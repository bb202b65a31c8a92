exports.checkout = async (ctx) => {
  const order = await ctx.state.orders.place(ctx.session.userId, ctx.request.body);
  ctx.body = { order: order.id };
};

exports.remove = async (ctx) => {
  await ctx.state.carts.remove(ctx.session.userId, ctx.params.id);
  ctx.status = 204;
};
