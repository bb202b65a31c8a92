import * as SecureStore from 'expo-secure-store';
import { useCallback, useState } from 'react';

const STORAGE_KEYS = {
  HAPTICS_ENABLED: 'hapticsEnabled',
  AUTO_LOCK_TIMEOUT: 'autoLockTimeout',
  IS_PIN_ENABLED: 'pinEnabled',
  SESSION_TOKEN: 'sessionToken',
  VAULT_KEY: 'vaultKey',
};
const BIOMETRICS_ENABLED = 'biometricsEnabled';
const HAS_VAULT = 'hasVault';

export async function savePreferences(enabled, timeout, value) {
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(STORAGE_KEYS.HAPTICS_ENABLED, String(enabled));
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(STORAGE_KEYS.AUTO_LOCK_TIMEOUT, String(timeout));
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(STORAGE_KEYS.IS_PIN_ENABLED, value);
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(BIOMETRICS_ENABLED, value);
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(HAS_VAULT, value);
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync('isOnboarded', value);
}

export async function saveFlags(key, value) {
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(key, JSON.stringify(true));
  // ok: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(key, JSON.stringify(value === 'on'));
  // ruleid: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(key, JSON.stringify(value));
}

export async function saveSecrets(token, vaultKey, hashedPassword) {
  // ruleid: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(STORAGE_KEYS.SESSION_TOKEN, token);
  // ruleid: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync(STORAGE_KEYS.VAULT_KEY, JSON.stringify({ vaultKey }));
  // ruleid: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync('hashedPassword', hashedPassword);
  // ruleid: rn.securestore.missing-keychain-accessible
  await SecureStore.setItemAsync('ISSUER_KEY', vaultKey);
}

export function useHapticsSetting(key) {
  const [enabled, setEnabledState] = useState(false);
  const [label, setLabelState] = useState('');
  const setEnabled = useCallback(async (value) => {
    setEnabledState(value);
    // ok: rn.securestore.missing-keychain-accessible
    await SecureStore.setItemAsync(key, String(value));
  }, [key]);
  const setLabel = useCallback(async (value) => {
    setLabelState(value);
    // ruleid: rn.securestore.missing-keychain-accessible
    await SecureStore.setItemAsync(key, String(value));
  }, [key]);
  return { enabled, setEnabled, label, setLabel };
}
