import CryptoJS from 'react-native-crypto-js';
import { NativeModules } from 'react-native';

const { RNRandomBytes } = NativeModules;

const randomKey = (size: number): Promise<string> =>
  new Promise((resolve, reject) => {
    RNRandomBytes.randomBytes(size, (err: Error | null, bytes: string) => {
      err ? reject(err) : resolve(bytes);
    });
  });

// the React Native port keeps crypto-js's API: a string key is a passphrase run through one MD5 round
export const encrypt = (str: string, password: string) =>
  // ruleid: node.crypto.cryptojs-passphrase
  CryptoJS.AES.encrypt(str, password).toString();

export function backupAccount(account: { mnemonic: string; pgpPrivKey: string }, backupPassword: string) {
  // ruleid: node.crypto.cryptojs-passphrase
  return CryptoJS.AES.encrypt(JSON.stringify(account), backupPassword).toString();
}

// a key parsed from hex with its own IV is not a passphrase
export function sealWithKey(str: string, keyHex: string) {
  const key = CryptoJS.enc.Hex.parse(keyHex);
  const iv = CryptoJS.lib.WordArray.random(16);
  // ok: node.crypto.cryptojs-passphrase
  return CryptoJS.AES.encrypt(str, key, { iv }).toString();
}

export async function sealDraft(draft: string) {
  const draftKey = await randomKey(32);
  // ok: node.crypto.cryptojs-passphrase
  return { draftKey, sealed: CryptoJS.AES.encrypt(draft, draftKey).toString() };
}
