const Fastify = require('fastify');
const path = require('path');
const { resolveFrameHeader } = require('./security-headers');

// ok: node.headers.app-without-security-headers
const app = Fastify();
const frameHeader = resolveFrameHeader(process.env.EMBED === 'true', (process.env.EMBED_ORIGINS || '').split(','));
app.addHook('onSend', (request, reply, payload, done) => {
  reply.header(frameHeader.name, frameHeader.value);
  done(null, payload);
});
app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET });
app.register(require('@fastify/static'), { root: path.join(__dirname, '..', 'client') });
app.post('/documents', async (request) => app.documents.create(request.body));
app.listen({ port: 3000 });
