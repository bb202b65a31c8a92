import type { FastifyInstance } from 'fastify';
import { createSession } from './sessions';

export async function authRoutes(app: FastifyInstance) {
  app.post('/login', async (request, reply) => {
    const session = await createSession(request.body as { email: string; password: string });
    // ruleid: node.cookie.session-cookie-secure-missing
    reply.setCookie('sid', session.id, { httpOnly: true, sameSite: 'lax', path: '/' });
    // ok: node.cookie.session-cookie-secure-missing
    reply.setCookie('session_hint', '1', { httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
    return { ok: true };
  });

  app.post('/mfa/verify', async (request, reply) => {
    const token = await verifyMfa(request.body as { code: string });
    // ruleid: node.cookie.session-cookie-secure-missing
    reply.setCookie('mfa_token', token, { httpOnly: true, maxAge: 300 });
    // ok: node.cookie.session-cookie-secure-missing
    reply.setCookie('mfa_hint', 'done', { sameSite: 'lax' });
    return { ok: true };
  });
}
