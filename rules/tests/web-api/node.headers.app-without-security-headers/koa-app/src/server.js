const Koa = require('koa');
const serve = require('koa-static');
const session = require('koa-session');
const router = require('./routes');

// ruleid: node.headers.app-without-security-headers
const app = new Koa();
app.keys = [process.env.SESSION_KEY];
app.use(session({ sameSite: 'lax' }, app));
app.use(serve('public'));
app.use(router.routes());
app.listen(3000);
