import crypto from 'crypto';
import { constants } from '../services/AppService';

// drawn once when the module loads: every encryption of the process shares it
const PROCESS_IV = crypto.randomBytes(16);
const LEGACY_IV = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
const ZERO_IV = Buffer.alloc(12);

let lastIv: Buffer;

export function encryptName(name: string, password: string, randomIv = false): string {
  const MAGIC_IV = constants.MAGIC_IV;
  const iv = randomIv ? crypto.randomBytes(16) : Buffer.from(MAGIC_IV || '', 'hex');
  const key = crypto.scryptSync(password, 'salt', 32);
  // ruleid: node.crypto.static-iv
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  return Buffer.concat([iv, cipher.update(name, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
}

export function encryptLegacy(text: string, key: Buffer, v1: boolean) {
  const iv = v1 ? LEGACY_IV : ZERO_IV;
  // ruleid: node.crypto.static-iv
  const cipher = crypto.createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
}

export function encryptSession(text: string, key: Buffer) {
  // ruleid: node.crypto.static-iv
  const cipher = crypto.createCipheriv('aes-256-gcm', key, PROCESS_IV);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
}

export function encryptWithDefault(text: string, key: Buffer, iv?: Buffer) {
  // ruleid: node.crypto.static-iv
  const cipher = crypto.createCipheriv('aes-256-cbc', key, iv ?? Buffer.from(process.env.DEFAULT_IV as string, 'hex'));
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
}

export function encryptFresh(text: string, key: Buffer, randomIv = true) {
  const iv = randomIv ? crypto.randomBytes(12) : crypto.randomBytes(16);
  // ok: node.crypto.static-iv
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
}

export function encryptWithCallerIv(text: string, key: Buffer, iv: Buffer) {
  // ok: node.crypto.static-iv
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
}

export function encryptRotating(text: string, key: Buffer) {
  lastIv = crypto.randomBytes(16);
  // ok: node.crypto.static-iv
  const cipher = crypto.createCipheriv('aes-256-cbc', key, lastIv);
  return Buffer.concat([lastIv, cipher.update(text, 'utf8'), cipher.final()]);
}

export function reencrypt(payload: string, key: Buffer) {
  const data = Buffer.from(payload, 'base64');
  const iv = data.subarray(0, 16);
  // ok: node.crypto.static-iv
  const cipher = crypto.createCipheriv('aes-256-cbc', key, iv);
  return cipher.update(data.subarray(16));
}

// one encryption when the module loads: a key check value, its IV drawn for it
const checkIv = crypto.randomBytes(16);
// ok: node.crypto.static-iv
export const keyCheck = crypto.createCipheriv('aes-256-cbc', Buffer.from(process.env.KEY as string, 'hex'), checkIv).final();
