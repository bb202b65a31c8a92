module.exports = async function adminRoutes(fastify) {
  // ruleid: node.authz.admin-route-login-only
  fastify.get('/admin/users', { preHandler: [fastify.authenticate] }, async (request, reply) => {
    return fastify.db.users.findAll();
  });

  // ok: node.authz.admin-route-login-only
  fastify.delete('/admin/users/:id', { preHandler: [fastify.authenticate, fastify.requireAdmin] }, async (request, reply) => {
    await fastify.db.users.remove(request.params.id);
    reply.code(204);
  });

  // ok: node.authz.admin-route-login-only
  fastify.get('/admin/audit', { onRequest: fastify.authenticate }, async (request, reply) => {
    if (request.user.role !== 'admin') return reply.code(403).send();
    return fastify.db.audit.recent();
  });
};
