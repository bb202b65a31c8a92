import crypto from 'crypto';
import CryptoJS from 'crypto-js';

export function encryptCardNumber(pan: string, key: Buffer) {
  // ruleid: node.crypto.weak-cipher
  const cipher = crypto.createCipheriv('aes-256-ecb', key, null);
  return Buffer.concat([cipher.update(pan, 'utf8'), cipher.final()]).toString('base64');
}

export function encryptCardNumberSafe(pan: string, key: Buffer) {
  const iv = crypto.randomBytes(12);
  // ok: node.crypto.weak-cipher
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(pan, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

export function legacyToken(payload: string, secret: string) {
  // ruleid: node.crypto.weak-cipher
  return CryptoJS.TripleDES.encrypt(payload, secret).toString();
}

export function legacyDes(data: Buffer, key: Buffer, iv: Buffer) {
  // ruleid: node.crypto.weak-cipher
  const cipher = crypto.createCipheriv('des-ede3-cbc', key, iv);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

export function browserToken(payload: string, secret: string) {
  // ok: node.crypto.weak-cipher
  return CryptoJS.AES.encrypt(payload, secret).toString();
}
