import * as SecureStore from "expo-secure-store";

const KEY = "refreshToken";

export async function saveRefreshToken(token: string) {
  await SecureStore.setItemAsync(KEY, token, {
    keychainAccessible: SecureStore.WHEN_UNLOCKED_THIS_DEVICE_ONLY,
  });
}

export async function loadRefreshToken(): Promise<string | null> {
  return SecureStore.getItemAsync(KEY);
}
