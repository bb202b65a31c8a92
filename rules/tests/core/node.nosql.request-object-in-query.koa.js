// Koa: the query string is parsed by Node's querystring (strings or arrays, never an operator object),
// the JSON body by a body parser (any JSON value)
const Router = require('@koa/router');
const mongoose = require('mongoose');

const User = mongoose.model('User');
const router = new Router();

router.get('/users/find', async (ctx) => {
  const id = ctx.request.query.id;
  // ok: node.nosql.request-object-in-query
  ctx.body = await User.findOne({ uid: id });
});

router.get('/users/by-name', async (ctx) => {
  // ok: node.nosql.request-object-in-query
  ctx.body = await User.find({ username: ctx.query.name });
});

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body;
  // ruleid: node.nosql.request-object-in-query
  const user = await User.findOne({ email, password });
  ctx.body = { ok: Boolean(user) };
});

class UserController {
  // the controller's own `lookup(ctx)` reads the signed-in user from the session
  async lookup(ctx) {
    const name = ctx.state.user.name;
    // ok: node.nosql.request-object-in-query
    ctx.body = await User.findOne({ name });
  }

  async save(ctx) {
    const users = getModel('user');
    const params = ctx.request.body;
    // another object's method of the same name: the body does not reach this class's `lookup`
    ctx.body = await users.lookup(params.name);
    // ruleid: node.nosql.request-object-in-query
    await User.updateOne({ name: params.name }, { $set: { seen: true } });
  }
}

module.exports = { router, UserController };
