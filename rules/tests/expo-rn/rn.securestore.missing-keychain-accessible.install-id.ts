import * as Crypto from 'expo-crypto';
import * as SecureStore from 'expo-secure-store';

// A stable anonymous id per install: the app mints it itself, no server issued it.
const INSTALL_ID_KEY = 'acme_install_id';
const DB_KEY = 'acme_db_encryption_key';
const DEVICE_ID_KEY = 'acme.deviceId';

let cachedInstallId: string | null = null;

export const getInstallId = async (): Promise<string> => {
  if (cachedInstallId) {
    return cachedInstallId;
  }
  const stored = await SecureStore.getItemAsync(INSTALL_ID_KEY);
  if (stored) {
    cachedInstallId = stored;
    return stored;
  }
  const generated = Crypto.randomUUID();
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(INSTALL_ID_KEY, generated);
  cachedInstallId = generated;
  return generated;
};

export async function resetDeviceId(): Promise<void> {
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(DEVICE_ID_KEY, Crypto.randomUUID());
}

// Random bytes the app generates may be a key: the database's encryption key stays reported.
export async function createDatabaseKey(): Promise<string> {
  const bytes = Crypto.getRandomBytes(32);
  const key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  // ruleid: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(DB_KEY, key);
  return key;
}

// An id the server issued with the session is the server's to trust: reported.
export async function saveDevice(response: { deviceId: string; deviceToken: string }) {
  // ruleid: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(DEVICE_ID_KEY, response.deviceId);
}
