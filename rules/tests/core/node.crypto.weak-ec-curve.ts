import crypto, { generateKeyPair } from 'crypto';

export function legacyHandshake() {
  // ruleid: node.crypto.weak-ec-curve
  const ecdh = crypto.createECDH('secp112r2');
  return ecdh.generateKeys();
}

export function handshake() {
  // ok: node.crypto.weak-ec-curve
  const ecdh = crypto.createECDH('prime256v1');
  return ecdh.generateKeys();
}

export function deviceKeys(done: (err: Error | null, pub: string, priv: string) => void) {
  generateKeyPair(
    'ec',
    {
      // ruleid: node.crypto.weak-ec-curve
      namedCurve: 'secp192k1',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    },
    done,
  );
}

export function signingKeys(done: (err: Error | null, pub: string, priv: string) => void) {
  generateKeyPair(
    'ec',
    {
      // ok: node.crypto.weak-ec-curve
      namedCurve: 'P-384',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    },
    done,
  );
}

// ok: node.crypto.weak-ec-curve
export const SUPPORTED_CURVES = ['P-256', 'P-384', 'secp112r2'].filter((c) => c !== 'secp112r2');
