import crypto from 'node:crypto';
import tls from 'node:tls';
import type { Response } from 'express';

const RESPONSE_SECRET = process.env.RESPONSE_SECRET ?? '';

// TLS defaults merged under the operator's options. sessionIdContext only names this server's
// session cache so that resumption never crosses to another server's contexts.
export const tlsDefaults: tls.SecureContextOptions & tls.TlsOptions = {
  honorCipherOrder: true,
  // ok: node.crypto.weak-hash
  sessionIdContext: crypto.createHash('sha1').update(process.argv.join(' ')).digest('hex').slice(0, 32),
  minVersion: 'TLSv1.2',
};

export function sessionOptions(userId: string) {
  return {
    // ruleid: node.crypto.weak-hash
    sessionSecret: crypto.createHash('sha1').update(`${userId}:${RESPONSE_SECRET}`).digest('hex'),
    maxAge: 3600,
  };
}

export function sendAuthorizedFile(res: Response, body: Buffer) {
  // ok: node.crypto.weak-hash
  res.setHeader('ETag', `"${crypto.createHash('md5').update(body).digest('base64')}"`);
  res.send(body);
}

export function sendSignedFile(res: Response, body: Buffer) {
  // ruleid: node.crypto.weak-hash
  res.setHeader('X-Signature', crypto.createHash('md5').update(Buffer.concat([body, Buffer.from(RESPONSE_SECRET)])).digest('hex'));
  res.send(body);
}
