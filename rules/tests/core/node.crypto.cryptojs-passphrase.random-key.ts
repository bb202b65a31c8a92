import CryptoJS from 'crypto-js';
import * as ExpoCrypto from 'expo-crypto';
import { NativeModules } from 'react-native';
import { Buffer } from 'buffer';

const { RNRandomBytes } = NativeModules;

// 16 bytes from the native CSPRNG, base64: a channel's key
const randomKey = (size: number) =>
  new Promise<string>((resolve, reject) => {
    RNRandomBytes.randomBytes(size, (err: Error | null, bytes: string) => {
      err ? reject(err) : resolve(bytes);
    });
  });

const b64ToUrlSafeB64 = (s: string) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const urlSafeRandomKey = async (size = 16) => {
  const key = await randomKey(size);
  return b64ToUrlSafeB64(key);
};

export async function createGroup(name: string, photo: string) {
  const aesKey = await randomKey(16);
  // ok: node.crypto.cryptojs-passphrase
  const encrypted = CryptoJS.AES.encrypt(JSON.stringify({ name, photo }), aesKey).toString();
  return { aesKey, encrypted };
}

export function sealDraft(draft: string) {
  const bytes = new Uint8Array(32);
  const draftKey = Buffer.from(crypto.getRandomValues(bytes)).toString('hex');
  // ok: node.crypto.cryptojs-passphrase
  return { draftKey, sealed: CryptoJS.AES.encrypt(draft, draftKey).toString() };
}

// the channel key is a parameter every caller passes a random key
function encryptForChannel(data: object, channelKey: string) {
  // ok: node.crypto.cryptojs-passphrase
  return CryptoJS.AES.encrypt(JSON.stringify(data), channelKey).toString();
}

export async function openChannel(profile: object) {
  const channelKey = await urlSafeRandomKey(16);
  return { channelKey, payload: encryptForChannel(profile, channelKey) };
}

export async function shareSession(session: object) {
  const sessionKey = ExpoCrypto.randomUUID();
  return { sessionKey, payload: encryptForChannel(session, sessionKey) };
}

// a user's password is chosen, not drawn: each MD5 round is a guess
export function encryptBackup(data: object, password: string) {
  // ruleid: node.crypto.cryptojs-passphrase
  return CryptoJS.AES.encrypt(JSON.stringify(data), password).toString();
}

export async function backupAll(data: object, password: string) {
  const key = await ExpoCrypto.getRandomBytesAsync(16);
  return [encryptBackup(data, password), key];
}

// one caller passes the random key, another the user's PIN: the parameter is not always random
function sealWith(text: string, secret: string) {
  // ruleid: node.crypto.cryptojs-passphrase
  return CryptoJS.AES.encrypt(text, secret).toString();
}

export async function sealAll(text: string, pin: string) {
  return [sealWith(text, await randomKey(16)), sealWith(text, pin)];
}

// a wallet's storage passphrase: 64 CSPRNG bytes kept in the Keychain, joined to the user's
// password; guessing it means guessing the 512 random bits too
export async function createWallet(mnemonic: string, password: string) {
  const rnd = crypto.getRandomValues(new Uint8Array(64));
  const encKey = Buffer.from(rnd).toString('hex');
  const pwForEncryption = encKey + password;
  // ok: node.crypto.cryptojs-passphrase
  const mnemonicBlob = CryptoJS.AES.encrypt(mnemonic, pwForEncryption).toString();
  // ok: node.crypto.cryptojs-passphrase
  const xpubBlob = CryptoJS.AES.encrypt(JSON.stringify({ mnemonicBlob }), `${password}:${encKey}`).toString();
  return { encKey, mnemonicBlob, xpubBlob };
}

// a fixed pepper and a device id joined to the PIN: every part is known or guessable
export function sealPin(mnemonic: string, pin: string, deviceId: string) {
  const passphrase = 'wallet-v1:' + deviceId + pin;
  // ruleid: node.crypto.cryptojs-passphrase
  const sealed = CryptoJS.AES.encrypt(mnemonic, passphrase).toString();
  // ruleid: node.crypto.cryptojs-passphrase
  const legacy = CryptoJS.AES.encrypt(mnemonic, `${deviceId}-${pin}`).toString();
  return { sealed, legacy };
}

// a random salt is kept beside the ciphertext: joined to the password it hides nothing, the
// password is still all a guesser needs
export function encryptNote(note: string, password: string) {
  const salt = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex');
  // ruleid: node.crypto.cryptojs-passphrase
  const sealed = CryptoJS.AES.encrypt(note, salt + password).toString();
  const ivHex = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex');
  // ruleid: node.crypto.cryptojs-passphrase
  const legacy = CryptoJS.AES.encrypt(note, `${password}${ivHex}`).toString();
  return `${salt}:${ivHex}:${sealed}:${legacy}`;
}
