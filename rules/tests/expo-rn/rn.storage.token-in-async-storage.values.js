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

// Flags and counters: a boolean or a number is no credential, whatever the key names
// (the creator-token feature's intro banner, dismissed).
export const SHOWN_CREATOR_TOKEN_INTRO = 'showCreatorTokenIntro';
export const setHideCreatorTokenBanner = (value = true) => {
  // ok: rn.storage.token-in-async-storage
  return AsyncStorage.setItem(SHOWN_CREATOR_TOKEN_INTRO, value);
};
export const countTokenRefreshes = (count) => {
  // ok: rn.storage.token-in-async-storage
  AsyncStorage.setItem('tokenRefreshCount', 3);
  // ok: rn.storage.token-in-async-storage
  AsyncStorage.setItem('tokenBannerSeen', !count);
};
export const saveRefreshToken = (value = '') => {
  // ruleid: rn.storage.token-in-async-storage
  AsyncStorage.setItem('refreshToken', value);
};
