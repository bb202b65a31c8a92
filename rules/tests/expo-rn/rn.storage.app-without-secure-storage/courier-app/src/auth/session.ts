import AsyncStorage from '@react-native-async-storage/async-storage';
import { api } from '../api';

export async function signIn(email: string, password: string) {
  const { data } = await api.post('/auth/login', { email, password });
  // ruleid: rn.storage.app-without-secure-storage
  await AsyncStorage.setItem('accessToken', data.accessToken);
  // the app is reported once, at its first such write
  // ok: rn.storage.app-without-secure-storage
  await AsyncStorage.setItem('refreshToken', data.refreshToken);
  // ok: rn.storage.app-without-secure-storage
  await AsyncStorage.setItem('tokenExpiresAt', String(data.expiresAt));
  return data.user;
}
