import AsyncStorage from '@react-native-async-storage/async-storage';
import * as SecureStore from 'expo-secure-store';
import { MMKV } from 'react-native-mmkv';

import { api } from './api';

const TOKEN_KEY = 'auth.accessToken';

export const kv = new MMKV({ id: 'app-cache' });
const vault = new MMKV({ id: 'vault', encryptionKey: getVaultKey() });

type Tokens = { accessToken: string; refreshToken: string; expiresAt: number };

export async function signIn(email: string, password: string): Promise<Tokens> {
  const { data } = await api.post<Tokens>('/auth/login', { email, password });
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(TOKEN_KEY, data.accessToken);
  // ruleid: rn.storage.token-in-async-storage
  kv.set('refreshToken', data.refreshToken);
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('tokenExpiresAt', String(data.expiresAt));
  // ok: rn.storage.token-in-async-storage
  vault.set('refreshToken', data.refreshToken);
  return data;
}

export async function cacheSession(tokens: Tokens, user: { id: string }) {
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.multiSet([
    ['lastUserId', user.id],
    ['session', JSON.stringify(tokens)],
  ]);
}

export async function rememberPreferences(theme: string) {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.multiSet([['theme', theme], ['onboardingDone', 'true']]);
  // ok: rn.storage.token-in-async-storage
  kv.set('lastOpenedTab', 'orders');
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('cookieConsent', 'accepted');
  // ok: rn.storage.token-in-async-storage
  kv.set('lastSessionDate', new Date().toISOString());
}

export async function saveTokensSecurely(tokens: Tokens) {
  // ok: rn.storage.token-in-async-storage
  await SecureStore.setItemAsync(TOKEN_KEY, tokens.accessToken, {
    keychainAccessible: SecureStore.WHEN_UNLOCKED_THIS_DEVICE_ONLY,
  });
}

export async function registerForPush(pushToken: string) {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('expoPushToken', pushToken);
}

// An account's keys under an `auth.` namespace: only those that name a secret are reported.
export function migrateAccount(instance: { url: string; token: string; appData: { clientId: string } }) {
  const account = new MMKV({ id: instance.url });
  // ok: rn.storage.token-in-async-storage
  account.set('auth.domain', instance.url);
  // ok: rn.storage.token-in-async-storage
  account.set('auth.clientId', instance.appData.clientId);
  // ruleid: rn.storage.token-in-async-storage
  account.set('auth.token', instance.token);
}

// a login session returned by the sign-in call
export async function signInAndKeepSession(login: string, password: string) {
  const session = await api.post('/session', { login, password });
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('forum:session', JSON.stringify(session));
}

// prettier breaks a long chain before the member: the receiver is still AsyncStorage
export async function rememberLogin(jwt: string, theme: string) {
  // ruleid: rn.storage.token-in-async-storage
  await AsyncStorage
    .setItem('jwt', jwt);
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage
    .setItem('theme', theme);
}

// a helper of the old login flow that nothing calls any more: the write never runs
async function stashSessionToken(token: string) {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem('sessionToken', token);
}

// handed to the login's promise chain: it runs
const keepAccessToken = (token: string) =>
  // ruleid: rn.storage.token-in-async-storage
  AsyncStorage.setItem('accessToken', token);

export const logInWithEmail = (email: string, password: string) =>
  api.post('/login', { email, password }).then((res) => res.data.accessToken).then(keepAccessToken);

// Django's CSRF cookie, echoed in a header by form posts: its name and value let nobody in without
// the session they belong to
const CSRF_KEY = 'csrf_token';
const CSRF_COOKIE_NAME_KEY = 'csrf_cookie_name';

export async function rememberCsrf(cookieName: string, csrfToken: string): Promise<void> {
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(CSRF_COOKIE_NAME_KEY, cookieName);
  // ok: rn.storage.token-in-async-storage
  await AsyncStorage.setItem(CSRF_KEY, csrfToken);
}
