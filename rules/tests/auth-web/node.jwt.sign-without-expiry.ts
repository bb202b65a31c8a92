import jwt from 'jsonwebtoken';
import { SignJWT } from 'jose';

const SECRET = process.env.JWT_SECRET!;
const key = new TextEncoder().encode(process.env.EDGE_SECRET);

export function issueApiToken(account: { id: string; plan: string }) {
  // ruleid: node.jwt.sign-without-expiry
  return jwt.sign({ sub: account.id, plan: account.plan }, SECRET, { algorithm: 'HS256' });
}

export function issueSessionToken(user: { id: string }) {
  // ok: node.jwt.sign-without-expiry
  return jwt.sign({ sub: user.id }, SECRET, { algorithm: 'HS256', expiresIn: '1h' });
}

export function issueInvite(orgId: string, email: string) {
  // ok: node.jwt.sign-without-expiry
  return jwt.sign({ orgId, email, exp: Math.floor(Date.now() / 1000) + 7 * 24 * 3600 }, SECRET);
}

export function reissue(claims: jwt.JwtPayload) {
  // ok: node.jwt.sign-without-expiry
  return jwt.sign({ ...claims, iat: undefined }, SECRET, { algorithm: 'HS256' });
}

export async function issueEdgeToken(sub: string) {
  // ruleid: node.jwt.sign-without-expiry
  return new SignJWT({ sub, scope: 'edge' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().sign(key);
}

export async function issueShortEdgeToken(sub: string) {
  // ok: node.jwt.sign-without-expiry
  return new SignJWT({ sub }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('5m').sign(key);
}

export function signedDownloadUrl(key: string, expiresIn = 3600) {
  // ok: node.jwt.sign-without-expiry
  const sig = jwt.sign({ key, type: 'download' }, SECRET, { expiresIn });
  return `/api/files?sig=${sig}`;
}

export function issueCollaborationToken(user: { id: string }) {
  // the verifier rejects the token once `expiresAt` has passed
  // ok: node.jwt.sign-without-expiry
  return jwt.sign({ id: user.id, type: 'collaboration', expiresAt: new Date(Date.now() + 24 * 3600 * 1000).toISOString() }, SECRET);
}

export function issueLoginToken(user: { id: string; passwordHash: string }) {
  // ruleid: node.jwt.sign-without-expiry
  return jwt.sign({ username: user.id, type: 'session' }, SECRET);
}

export function signGeneric(obj: object, keySuffix: string, expiresIn?: string) {
  // a helper whose callers choose the expiry (a download token gets '2m')
  // ok: node.jwt.sign-without-expiry
  return jwt.sign({ data: obj }, SECRET + keySuffix, expiresIn ? { expiresIn } : undefined);
}

export function signMaybeAdmin(user: { id: string; admin: boolean }) {
  // ruleid: node.jwt.sign-without-expiry
  return jwt.sign({ sub: user.id }, SECRET, user.admin ? { algorithm: 'HS512' } : { algorithm: 'HS256' });
}
