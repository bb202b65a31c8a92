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

// Edge worker talking the Postgres wire protocol directly (no native driver available there).
const md5 = (input: string | Buffer) => createHash('md5').update(input).digest('hex');

export function postgresMd5PasswordHash(user: string, password: string, salt: Buffer) {
  // ok: node.password.fast-hash
  const inner = md5(password + user);
  return 'md5' + md5(Buffer.concat([Buffer.from(inner), salt]));
}

// Legacy device API that only speaks HTTP Digest authentication (RFC 7616).
export function digestAuthHeader(user: string, realm: string, password: string, nonce: string, uri: string) {
  // ok: node.password.fast-hash
  const ha1 = createHash('sha256').update(`${user}:${realm}:${password}`).digest('hex');
  const ha2 = createHash('sha256').update(`GET:${uri}`).digest('hex');
  const response = createHash('sha256').update(`${ha1}:${nonce}:${ha2}`).digest('hex');
  return `Digest username="${user}", realm="${realm}", nonce="${nonce}", uri="${uri}", algorithm=SHA-256, response="${response}"`;
}

export const digestPassword = (password: string) =>
  // ruleid: node.password.fast-hash
  createHash('sha512').update(password).digest('base64');

// A pre-hash that stands in for the password before a slow hash (bcrypt reads only 72 bytes):
// the worker bcrypts the result with the configured rounds.
export async function preHashForBcrypt(rounds: number, password: string) {
  // ok: node.password.fast-hash
  password = createHash('sha512').update(password).digest('hex');
  return bcryptWorker.exec('hash', [password, rounds]);
}

// The same fast hash stored as the account's password hash.
export async function storeSha512(user: { passwordHash: string }, password: string) {
  // ruleid: node.password.fast-hash
  user.passwordHash = createHash('sha512').update(password).digest('hex');
  await saveUser(user);
}
declare const bcryptWorker: { exec(name: string, args: unknown[]): Promise<string> };
declare function saveUser(user: unknown): Promise<void>;

// A remote API's mandated login secret, derived per request and sent, not stored.
export async function jdownloaderLogin(email: string, password: string) {
  // ok: node.password.fast-hash
  const loginSecret = CryptoJS.SHA256(`${email}${password}server`).toString();
  return signRequest('/my/connect', loginSecret);
}

// The same derivation kept as the user's stored hash is password storage.
export async function storeDerived(email: string, password: string) {
  // ruleid: node.password.fast-hash
  const passwordDigest = CryptoJS.SHA256(`${email}${password}`).toString();
  await saveUser({ email, passwordDigest });
}
declare function signRequest(path: string, key: string): Promise<unknown>;

// A key for invalidating sessions when the password changes: a digest of the stored (already
// slow-hashed) password, never a password verifier itself.
export function sessionInvalidationKey(user: { encryptedPassword: string }) {
  // ok: node.password.fast-hash
  return createHash('sha256').update(user.encryptedPassword).digest('hex');
}
