import crypto from 'node:crypto';
import { promisify } from 'node:util';

const ITERATIONS = 600_000;
const pbkdf2 = promisify(crypto.pbkdf2);

export function hashPassword(password: string, salt: string) {
  // ruleid: node.crypto.pbkdf2-weak-parameters
  return crypto.pbkdf2Sync(password, salt, 1000, 64, 'sha512').toString('hex');
}

export function hashPasswordSafe(password: string, salt: string) {
  // ok: node.crypto.pbkdf2-weak-parameters
  return crypto.pbkdf2Sync(password, salt, ITERATIONS, 32, 'sha256').toString('hex');
}

export function deriveKey(password: string, salt: Buffer, cb: (err: Error | null, key: Buffer) => void) {
  // ruleid: node.crypto.pbkdf2-weak-parameters
  crypto.pbkdf2(password, salt, 600000, 32, 'sha1', cb);
}

export async function deriveKeySafe(password: string, salt: Buffer) {
  // ok: node.crypto.pbkdf2-weak-parameters
  return pbkdf2(password, salt, 600_000, 32, 'sha256');
}
