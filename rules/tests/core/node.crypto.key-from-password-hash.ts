import crypto from 'crypto';
import CryptoJS from 'crypto-js';
import { sha256 } from '@noble/hashes/sha256';
import { gcm } from '@noble/ciphers/aes';
import { utf8ToBytes, randomBytes } from '@noble/hashes/utils';

// A wallet export sealed with the user's password.
export function exportVault(vaultJson: string, password: string): string {
  // ruleid: node.crypto.key-from-password-hash
  const key = crypto.createHash('sha256').update(password).digest();
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([iv, cipher.update(vaultJson, 'utf8'), cipher.final()]).toString('base64');
}

export function importVault(blob: string, password: string): string {
  const raw = Buffer.from(blob, 'base64');
  const decipher = crypto.createDecipheriv(
    'aes-256-cbc',
    // ruleid: node.crypto.key-from-password-hash
    crypto.createHash('sha256').update(password).digest(),
    raw.subarray(0, 16),
  );
  return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
}

// The PIN screen's key for the locally cached seed: the hash is cut to the cipher's key size.
export function sealSeed(mnemonic: string, pin: string): string {
  // ruleid: node.crypto.key-from-password-hash
  const digest = CryptoJS.SHA256(pin).toString();
  const key = CryptoJS.enc.Hex.parse(digest.slice(0, 32));
  const iv = CryptoJS.lib.WordArray.random(16);
  return CryptoJS.AES.encrypt(mnemonic, key, { iv }).toString();
}

export function sealNotes(notes: Uint8Array, passphrase: string): Uint8Array {
  const nonce = randomBytes(12);
  // ruleid: node.crypto.key-from-password-hash
  return gcm(sha256(utf8ToBytes(passphrase)), nonce).encrypt(notes);
}

export async function webKey(password: string): Promise<CryptoKey> {
  // ruleid: node.crypto.key-from-password-hash
  const hashed = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
  return crypto.subtle.importKey('raw', hashed, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

const deriveKey = (password: string) =>
  // ruleid: node.crypto.key-from-password-hash
  crypto.createHash('sha512').update(password).digest().subarray(0, 32);

export function encryptWith(password: string, text: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', deriveKey(password), iv);
  return Buffer.concat([iv, cipher.update(text), cipher.final(), cipher.getAuthTag()]).toString('hex');
}

// The hash object fed the password, its digest taken where the cipher wants its key.
export function sealWallet(passphrase: string, seed: string): string {
  const sha256 = crypto.createHash('sha256');
  // ruleid: node.crypto.key-from-password-hash
  sha256.update(passphrase);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sha256.digest(), iv);
  return Buffer.concat([iv, cipher.update(seed), cipher.final(), cipher.getAuthTag()]).toString('base64');
}

// The same hash object, but its digest is a checksum sent beside the data, not the key.
export function sealWithChecksum(passphrase: string, seed: string, key: Buffer): string {
  const sha256 = crypto.createHash('sha256');
  // ok: node.crypto.key-from-password-hash
  sha256.update(passphrase);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  return sha256.digest('hex') + Buffer.concat([iv, cipher.update(seed), cipher.final()]).toString('base64');
}

// Safe forms: a slow, salted KDF; a hash of a random key; a hash used as a checksum or an id.
export function exportVaultSafely(vaultJson: string, password: string): string {
  const salt = crypto.randomBytes(16);
  // ok: node.crypto.key-from-password-hash
  const key = crypto.scryptSync(password, salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([salt, iv, cipher.update(vaultJson, 'utf8'), cipher.final()]).toString('base64');
}

export async function webKeySafely(password: string, salt: Uint8Array): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveKey']);
  // ok: node.crypto.key-from-password-hash
  return crypto.subtle.deriveKey({ name: 'PBKDF2', salt, iterations: 600000, hash: 'SHA-256' }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt']);
}

export function sessionCipher(sessionSecret: Buffer, text: string): string {
  // ok: node.crypto.key-from-password-hash
  const key = crypto.createHash('sha256').update(sessionSecret).digest();
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  return Buffer.concat([iv, cipher.update(text), cipher.final()]).toString('hex');
}

export function passwordFingerprint(password: string, payload: string): string {
  // ok: node.crypto.key-from-password-hash
  const fingerprint = crypto.createHash('sha256').update(password).digest('hex').slice(0, 8);
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv('aes-256-cbc', crypto.randomBytes(32), iv);
  return fingerprint + cipher.update(payload, 'utf8', 'hex') + cipher.final('hex');
}

// Vaults written before the scrypt envelope are still read, never written, this way.
export function legacyDecryptVault(blob: Buffer, password: string): string {
  // ok: node.crypto.key-from-password-hash
  const key = crypto.createHash('sha256').update(password).digest();
  const decipher = crypto.createDecipheriv('aes-256-cbc', key, blob.subarray(0, 16));
  return Buffer.concat([decipher.update(blob.subarray(16)), decipher.final()]).toString('utf8');
}
