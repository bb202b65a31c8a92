import * as SecureStore from 'expo-secure-store';

export async function persist(key, value) {
  await SecureStore.setItemAsync(key, value, { keychainAccessible: SecureStore.WHEN_UNLOCKED_THIS_DEVICE_ONLY });
}
