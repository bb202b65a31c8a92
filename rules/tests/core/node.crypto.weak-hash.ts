import crypto, { createHash } from 'node:crypto';

const WEBHOOK_SECRET = process.env.WEBHOOK_SECRET ?? '';
const SESSION_SECRET = process.env.SESSION_SECRET ?? '';

export function signPayload(payload: string) {
  // ruleid: node.crypto.weak-hash
  return crypto.createHash('md5').update(payload + WEBHOOK_SECRET).digest('hex');
}

export function signPayloadSafe(payload: string) {
  // ok: node.crypto.weak-hash
  return crypto.createHmac('sha256', WEBHOOK_SECRET).update(payload).digest('hex');
}

export function hashPassword(password: string, salt: string) {
  // ruleid: node.crypto.weak-hash
  return createHash('sha1').update(salt + password).digest('hex');
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

// Imported analytics events get a session id derived from the device id and a visit counter:
// an identifier, which MD5 neither weakens nor protects.
export function assignSessionIds(events: { device_id: string; session_id?: string }[]) {
  let currentSessionId = '';
  let currentCounter = 0;
  for (const event of events) {
    currentCounter++;
    // ok: node.crypto.weak-hash
    currentSessionId = createHash('md5').update(`${event.device_id}-${currentCounter}`).digest('hex');
    event.session_id = currentSessionId;
  }
}

export function issueSessionToken(userId: string) {
  // ruleid: node.crypto.weak-hash
  const sessionToken = createHash('md5').update(`${userId}:${SESSION_SECRET}`).digest('hex');
  return sessionToken;
}
