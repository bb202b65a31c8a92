import { MMKV } from 'react-native-mmkv';
import { cacheKey } from './cacheKey';

export class EncryptedCache extends MMKV {
  putJSON(key, value) {
    this.set(key, JSON.stringify(value));
  }
}

export const sessionCache = new EncryptedCache({ id: 'session', encryptionKey: cacheKey() });
