import * as SecureStore from "expo-secure-store";

export async function saveRefreshToken(token: string) {
  await SecureStore.setItemAsync("refresh_token", token, {
    keychainAccessible: SecureStore.ALWAYS,
  });
}
