import AsyncStorage from '@react-native-async-storage/async-storage';

// the token login of an API the app no longer talks to: nothing calls either helper
async function stashLegacyToken(token) {
  // ok: rn.storage.app-without-secure-storage
  await AsyncStorage.setItem('legacyToken', token);
}

async function cacheSignInToken(response) {
  const body = await response.json();
  // ok: rn.storage.app-without-secure-storage
  await AsyncStorage.setItem('signInToken', body.token);
}

export async function readLegacyToken() {
  return AsyncStorage.getItem('legacyToken');
}
