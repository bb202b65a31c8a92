import CryptoJS from 'crypto-js';
import AES from 'crypto-js/aes';

const APP_SECRET = process.env.APP_SECRET || '';

// The user's wallet mnemonic, encrypted under their password and sent to the server.
export function encryptTextWithKey(textToEncrypt: string, keyToEncrypt: string): string {
  // ruleid: node.crypto.cryptojs-passphrase
  const bytes = CryptoJS.AES.encrypt(textToEncrypt, keyToEncrypt).toString();
  return CryptoJS.enc.Base64.parse(bytes).toString(CryptoJS.enc.Hex);
}

export function encryptSettings(settings: object): string {
  // ruleid: node.crypto.cryptojs-passphrase
  return AES.encrypt(JSON.stringify(settings), `${APP_SECRET}-settings`).toString();
}

export function encryptLegacy(text: string, password: string): string {
  // ruleid: node.crypto.cryptojs-passphrase
  return CryptoJS.TripleDES.encrypt(text, password, { mode: CryptoJS.mode.CBC }).toString();
}

// Decrypting what old versions wrote is reported where it is written.
export function decryptTextWithKey(encryptedText: string, keyToDecrypt: string): string {
  // ok: node.crypto.cryptojs-passphrase
  return CryptoJS.AES.decrypt(encryptedText, keyToDecrypt).toString(CryptoJS.enc.Utf8);
}

export function encryptWithDerivedKey(text: string, password: string, saltHex: string): string {
  const key = CryptoJS.PBKDF2(password, CryptoJS.enc.Hex.parse(saltHex), {
    keySize: 256 / 32,
    iterations: 600000,
    hasher: CryptoJS.algo.SHA256,
  });
  const iv = CryptoJS.lib.WordArray.random(16);
  // ok: node.crypto.cryptojs-passphrase
  return CryptoJS.AES.encrypt(text, key, { iv }).toString();
}

export function encryptWithDataKey(text: string, dataKeyHex: string): string {
  // ok: node.crypto.cryptojs-passphrase
  return CryptoJS.AES.encrypt(text, CryptoJS.enc.Hex.parse(dataKeyHex), { iv: CryptoJS.lib.WordArray.random(16) }).toString();
}

export function encryptWithWordArray(text: string, key: CryptoJS.lib.WordArray, iv: CryptoJS.lib.WordArray): string {
  // ok: node.crypto.cryptojs-passphrase
  return CryptoJS.AES.encrypt(text, key, { iv, mode: CryptoJS.mode.CBC }).toString();
}
