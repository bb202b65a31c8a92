const Fastify = require('fastify');

// the error answer built member by member, then sent
function publicApi() {
  const api = Fastify({ logger: true });
  api.setErrorHandler((error, request, reply) => {
    const answer = { message: error.message, code: error.statusCode || 500 };
    if (error.validation) answer.fields = error.validation;
    // ruleid: node.error.stack-in-response
    if (error.stack) answer.trace = error.stack;
    reply.status(answer.code).send(answer);
  });
  return api;
}

// the same shape, the stack only logged, or added outside production only
function internalApi() {
  const api = Fastify({ logger: true });
  api.setErrorHandler((error, request, reply) => {
    const answer = { message: 'Something went wrong', code: error.statusCode || 500 };
    const logged = {};
    // ok: node.error.stack-in-response
    logged.trace = error.stack;
    request.log.error(logged);
    if (process.env.NODE_ENV === 'development') {
      // ok: node.error.stack-in-response
      answer.trace = error.stack;
    }
    reply.status(answer.code).send(answer);
  });
  return api;
}

module.exports = { publicApi, internalApi };
