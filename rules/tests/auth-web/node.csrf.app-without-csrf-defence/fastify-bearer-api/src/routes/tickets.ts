import type { FastifyInstance } from "fastify";
import { requirePermission } from "../lib/roles";

export function ticketRoutes(fastify: FastifyInstance) {
  fastify.get("/api/v1/tickets", { preHandler: requirePermission(["issue::read"]) }, async () => {
    return { tickets: await listTickets() };
  });
}
