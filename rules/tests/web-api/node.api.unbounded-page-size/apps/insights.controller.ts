import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { db } from '../db';

// the route registers this schema as its querystring (fastify-type-provider-zod): limit is 1..1000
export const zTopPagesQuery = z.object({
  projectId: z.string(),
  limit: z.number().int().min(1).max(1000).default(100),
});

export async function topPages(
  req: FastifyRequest<{ Querystring: z.infer<typeof zTopPagesQuery> }>,
  reply: FastifyReply,
) {
  // ok: node.api.unbounded-page-size
  const rows = await db.page.findMany({ where: { projectId: req.query.projectId }, take: req.query.limit });
  return reply.send(rows);
}

// a schema that types the limit but sets no ceiling
export const zEventsQuery = z.object({ projectId: z.string(), limit: z.coerce.number().int().min(1) });

export async function events(req: FastifyRequest<{ Querystring: z.infer<typeof zEventsQuery> }>, reply: FastifyReply) {
  // ruleid: node.api.unbounded-page-size
  const rows = await db.event.findMany({ where: { projectId: req.query.projectId }, take: req.query.limit });
  return reply.send(rows);
}

// no schema at all
export async function profiles(req: FastifyRequest<{ Querystring: { limit: number } }>, reply: FastifyReply) {
  // ruleid: node.api.unbounded-page-size
  return reply.send(await db.profile.findMany({ take: Number(req.query.limit) }));
}
