const Koa = require('koa');
const serve = require('koa-static');
const { harden } = require('./security');

// ok: node.headers.app-without-security-headers
const app = new Koa();
harden(app);
app.use(serve('public'));
app.listen(3000);
