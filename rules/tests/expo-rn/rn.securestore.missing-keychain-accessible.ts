import * as SecureStore from 'expo-secure-store';

const SECURE_OPTIONS: SecureStore.SecureStoreOptions = {
  keychainAccessible: SecureStore.WHEN_UNLOCKED_THIS_DEVICE_ONLY,
};

export type Session = { accessToken: string; refreshToken: string };

export async function persistSession(session: Session): Promise<void> {
  // ruleid: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync('accessToken', session.accessToken);
  // ruleid: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync('refreshToken', session.refreshToken, { keychainService: 'auth' });
}

export async function persistSessionHardened(session: Session): Promise<void> {
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync('accessToken', session.accessToken, SECURE_OPTIONS);
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync('refreshToken', session.refreshToken, {
    keychainAccessible: SecureStore.WHEN_UNLOCKED_THIS_DEVICE_ONLY,
    keychainService: 'auth',
  });
}

export async function saveRecoveryCode(code: string): Promise<void> {
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync('recoveryCode', code, {
    requireAuthentication: true,
    authenticationPrompt: 'Confirm to save your recovery code',
  });
}

export function rememberBiometricChoice(enabled: boolean): void {
  // A preference, not a secret: restoring it on a new device is what its owner wants.
  // ok: rn.securestore.missing-keychain-accessible
  SecureStore.setItem('biometricsEnabled', String(enabled));
}

export function rememberPin(pin: string): void {
  // ruleid: rn.securestore.missing-keychain-accessible
  SecureStore.setItem('appPin', pin);
}

// What a literal key names is no secret: the server's address and the chosen theme.
export async function rememberInstance(instance: string, theme: string) {
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync("INSTANCE", instance);
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync("theme", theme);
}

export async function rememberSession(instance: string, token: string) {
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync("INSTANCE", instance);
  // ruleid: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync("TOKEN", token);
}

// A large secret split into chunks: the chunks are the secret, their count is a number.
export async function storeValueInChunks(key: string, value: string, chunkSize: number): Promise<void> {
  const chunks: string[] = [];
  for (let i = 0; i < value.length; i += chunkSize) {
    chunks.push(value.slice(i, i + chunkSize));
  }
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(`${key}_chunks`, chunks.length.toString());
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(`${key}_count`, String(chunks.length));
  for (let i = 0; i < chunks.length; i++) {
    // ruleid: rn.securestore.missing-keychain-accessible
    await SecureStore.setItemAsync(`${key}_chunk_${i}`, chunks[i]);
  }
  // ruleid: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(`${key}_data`, value);
}
