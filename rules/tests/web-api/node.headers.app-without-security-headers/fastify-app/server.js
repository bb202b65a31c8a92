const Fastify = require('fastify');
const path = require('path');

// ruleid: node.headers.app-without-security-headers
const app = Fastify({ logger: true });
app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET });
app.register(require('@fastify/static'), { root: path.join(__dirname, 'public') });
app.post('/boards', { onRequest: [app.authenticate] }, async (request) => app.boards.create(request.body));
app.listen({ port: 3000 });
