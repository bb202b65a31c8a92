import { storage } from './mmkv';
import { secureStorage } from './secure-mmkv';
import { settingsStorage } from './settings-storage';

export function saveTokens(accessToken: string, refreshToken: string) {
  // ruleid: rn.storage.token-in-async-storage
  storage.set('accessToken', accessToken);
  // ok: rn.storage.token-in-async-storage
  secureStorage.set('refreshToken', refreshToken);
}

// a module the scan cannot find (generated, or outside the repository): nothing shows it is plain MMKV
export function saveApiKey(apiKey: string) {
  // ok: rn.storage.token-in-async-storage
  settingsStorage.set('apiKey', apiKey);
}
