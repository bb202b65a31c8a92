import AsyncStorage from '@react-native-async-storage/async-storage';

// `storage` is an MMKV instance created in another module (the scan resolves it there: an encrypted
// one, or any other object, is answered by the fact not-plain-mmkv-import)
import { storage } from './mmkv';

type User = { id: string; name: string };

export function cacheRefreshToken(refreshToken: string) {
  // ruleid: rn.storage.token-in-async-storage
  storage.set('refreshToken', refreshToken);
}

export async function saveUser(user: User, token: string) {
  // The token hides inside a generic `user` record.
  // todoruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('user', JSON.stringify({ ...user, token }));
}

export async function saveUserProfile(user: User) {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('user', JSON.stringify(user));
}

export function cacheLocale(locale: string) {
  // ok: rn.storage.token-in-async-storage
  storage.set('locale', locale);
}
