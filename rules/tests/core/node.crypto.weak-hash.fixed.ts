import crypto, { createHash } from 'node:crypto';

const WEBHOOK_SECRET = process.env.WEBHOOK_SECRET ?? '';

export function signPayload(payload: string) {
  // ruleid: node.crypto.weak-hash
  return crypto.createHash('sha256').update(payload + WEBHOOK_SECRET).digest('hex');
}

export function signPayloadSafe(payload: string) {
  // ok: node.crypto.weak-hash
  return crypto.createHmac('sha256', WEBHOOK_SECRET).update(payload).digest('hex');
}

export function hashPassword(password: string, salt: string) {
  // ruleid: node.crypto.weak-hash
  return createHash('sha256').update(salt + password).digest('hex');
}

export function contentDigest(body: Buffer) {
  // ok: node.crypto.weak-hash
  return createHash('sha256').update(body).digest('base64');
}

export function etagFor(body: Buffer) {
  // ok: node.crypto.weak-hash
  const etag = createHash('md5').update(body).digest('base64');
  return `"${etag}"`;
}
