import * as SecureStore from 'expo-secure-store';

export const saveRefreshToken = (token: string) =>
  SecureStore.setItemAsync('refreshToken', token, { keychainAccessible: SecureStore.WHEN_UNLOCKED_THIS_DEVICE_ONLY });
