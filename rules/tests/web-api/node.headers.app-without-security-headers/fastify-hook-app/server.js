const Fastify = require('fastify');
const path = require('path');

// ok: node.headers.app-without-security-headers
const app = Fastify();
app.addHook('onSend', async (request, reply, payload) => {
  reply.header('X-Frame-Options', 'DENY');
  reply.header('X-Content-Type-Options', 'nosniff');
  return payload;
});
app.register(require('@fastify/static'), { root: path.join(__dirname, 'public') });
app.post('/pages', async (request) => app.pages.save(request.body));
app.listen({ port: 3000 });
