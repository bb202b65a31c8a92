import { generateKeyPair, generateKeyPairSync } from 'node:crypto';

export function createSigningKeys() {
  // ruleid: node.crypto.rsa-small-modulus
  return generateKeyPairSync('rsa', { modulusLength: 3072, publicKeyEncoding: { type: 'spki', format: 'pem' } });
}

export function createSigningKeysSafe() {
  // ok: node.crypto.rsa-small-modulus
  return generateKeyPairSync('rsa', { modulusLength: 3072, publicKeyEncoding: { type: 'spki', format: 'pem' } });
}

export function createDeviceKeys(done: (err: Error | null, pub: string, priv: string) => void) {
  generateKeyPair(
    'rsa',
    {
      // ruleid: node.crypto.rsa-small-modulus
      modulusLength: 3072,
      publicExponent: 0x10001,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    },
    done,
  );
}

export function createEcKeys() {
  // ok: node.crypto.rsa-small-modulus
  return generateKeyPairSync('ec', { namedCurve: 'P-256' });
}
