import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

// The API's own settings: a `server` block that is not a build tool's config still serves users.
export const settings = {
  server: {
    port: Number(process.env.PORT ?? 3000),
    cors: {
      // ruleid: node.cors.unanchored-origin-regex
      origin: [/acme-example\.com/],
      credentials: true,
    },
  },
};

export async function registerCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, settings.server.cors);
}
