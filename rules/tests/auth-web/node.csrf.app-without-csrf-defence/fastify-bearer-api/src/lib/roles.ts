import type { FastifyReply, FastifyRequest } from "fastify";

export function requirePermission(permissions: string[]) {
  return async (request: FastifyRequest & { user?: { permissions: string[] } }, reply: FastifyReply) => {
    const granted = request.user?.permissions ?? [];
    if (!permissions.every((p) => granted.includes(p))) {
      reply.status(403).send({ message: "Forbidden" });
    }
  };
}

/*
 * Usage:
 *
 * router.post('/tickets',
 *   requirePermission(['issue::create']),
 *   ticketController.create
 * );
 */
// router.put('/tickets/:id/assign', requirePermission(['issue:update']), ticketController.assign);
