const Koa = require('koa');
const Router = require('@koa/router');
const escapeHtml = require('escape-html');

const app = new Koa();
const router = new Router();

router.get('/hello', (ctx) => {
  // ruleid: node.xss.html-response-request-data
  ctx.body = `<h1>Hello ${ctx.query.name}</h1>`;
});

router.post('/comments', async (ctx) => {
  const { text } = ctx.request.body;
  ctx.type = 'html';
  // ruleid: node.xss.html-response-request-data
  ctx.body = renderComment(text);
});

router.get('/hello-safe', (ctx) => {
  // ok: node.xss.html-response-request-data
  ctx.body = `<h1>Hello ${escapeHtml(ctx.query.name)}</h1>`;
});

router.get('/echo', (ctx) => {
  // ok: node.xss.html-response-request-data
  ctx.body = { name: ctx.query.name };
});

router.get('/plain', (ctx) => {
  // ok: node.xss.html-response-request-data
  ctx.body = `Hello ${ctx.params.name}`;
});

function renderComment(text) {
  return '<li>' + text + '</li>';
}

app.use(router.routes());
module.exports = app;
