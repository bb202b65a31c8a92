import AsyncStorage from '@react-native-async-storage/async-storage';

import { client } from './client';

const STORAGE_KEY = '@shop/user';

export async function login(email, password) {
  const response = await client.post('/login', { email, password });
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(STORAGE_KEY, response.data.token);
  return response.data;
}

export async function saveAuth(authData) {
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('@auth', JSON.stringify(authData));
}

export async function saveProfile(user) {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(STORAGE_KEY, JSON.stringify(user));
}

export async function rememberAuthor(authorId) {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('lastAuthorId', authorId);
}
