import AsyncStorage from '@react-native-async-storage/async-storage';
import * as SecureStore from 'expo-secure-store';
import { Platform } from 'react-native';

type StorageType = 'standard' | 'secure';

// The app's storage service: 'secure' items (the seed phrase, the private key) go to the keychain
// on a phone; the web build and a keychain error send them to AsyncStorage, i.e. localStorage.
class VaultStorage {
  private isWeb = typeof window !== 'undefined' && typeof window.document !== 'undefined';

  async setItem(key: string, value: string, type: StorageType = 'standard'): Promise<void> {
    if (type === 'secure' && !this.isWeb) {
      try {
        await SecureStore.setItemAsync(key, value);
        return;
      } catch {
        // keychain unavailable: keep going
      }
    }
    // ruleid: rn.storage.secure-store-plaintext-fallback
    await AsyncStorage.setItem(key, value);
  }
}

export const vault = new VaultStorage();

export const tokenCache = {
  async saveToken(key: string, token: string) {
    try {
      await SecureStore.setItemAsync(key, token);
    } catch (error) {
      // ruleid: rn.storage.secure-store-plaintext-fallback
      await AsyncStorage.setItem(key, token);
    }
  },
};

export async function saveSecret(key: string, secret: string) {
  if (Platform.OS === 'web') {
    // ruleid: rn.storage.secure-store-plaintext-fallback
    window.localStorage.setItem(key, secret);
    return;
  }
  await SecureStore.setItemAsync(key, secret);
}

// Safe forms: secure storage only (the web build refuses), and plain storage of non-secret values
// beside a secure write of something else.
export async function saveSecretStrictly(key: string, secret: string) {
  if (Platform.OS === 'web') {
    throw new Error('secrets are not kept on the web build');
  }
  await SecureStore.setItemAsync(key, secret);
}

export async function saveSession(accessToken: string, theme: string) {
  await SecureStore.setItemAsync('accessToken', accessToken);
  if (Platform.OS !== 'web') {
    // ok: rn.storage.secure-store-plaintext-fallback
    await AsyncStorage.setItem('theme', theme);
  }
}

export async function rememberLanguage(language: string, refreshToken: string) {
  if (Platform.OS === 'web') {
    // ok: rn.storage.secure-store-plaintext-fallback
    window.localStorage.setItem('language', language);
  }
  await SecureStore.setItemAsync('refreshToken', refreshToken);
}
