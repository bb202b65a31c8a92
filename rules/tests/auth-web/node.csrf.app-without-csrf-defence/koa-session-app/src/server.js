const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const session = require('koa-session');
const cart = require('./cart');

// ruleid: node.csrf.app-without-csrf-defence
const app = new Koa();
app.keys = [process.env.SESSION_KEY];

const router = new Router();
router.post('/cart/checkout', cart.checkout);
router.delete('/cart/items/:id', cart.remove);

app.use(session({ key: 'shop.sess', httpOnly: true, secure: true }, app));
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

app.listen(3000);
