import crypto from 'node:crypto';

// Reads the session blobs the billing service writes; this module decrypts only, and nothing
// in it encrypts the new way: the format it reads is still the one written today.
export function readSession(blob: string, secret: string): Record<string, unknown> {
  // ruleid: node.crypto.create-cipher-no-iv
  const decipher = crypto.createDecipher('aes-256-cbc', secret);
  const json = decipher.update(blob, 'hex', 'utf8') + decipher.final('utf8');
  return JSON.parse(json) as Record<string, unknown>;
}
