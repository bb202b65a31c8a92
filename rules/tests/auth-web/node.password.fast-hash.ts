import { createHash, createHmac, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import CryptoJS from 'crypto-js';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const PEPPER = process.env.PASSWORD_PEPPER!;

export function legacyHashPassword(password: string, salt: string) {
  // ruleid: node.password.fast-hash
  return createHash('sha256').update(salt + password).digest('hex');
}

export function pepperedHash(user: { password: string }) {
  // ruleid: node.password.fast-hash
  return createHmac('sha512', PEPPER).update(user.password).digest('base64');
}

export function browserSideHash(password: string) {
  // ruleid: node.password.fast-hash
  return CryptoJS.SHA256(password).toString(CryptoJS.enc.Hex);
}

export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  // ok: node.password.fast-hash
  const derived = await scrypt(password, salt, 64);
  return `${salt.toString('hex')}:${derived.toString('hex')}`;
}

export function hashResetToken(resetToken: string) {
  // ok: node.password.fast-hash
  return createHash('sha256').update(resetToken).digest('hex');
}

export function sameDigest(a: Buffer, b: Buffer) {
  // ok: node.password.fast-hash
  return a.length === b.length && timingSafeEqual(a, b);
}
