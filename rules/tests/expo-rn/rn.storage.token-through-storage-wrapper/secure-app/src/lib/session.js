import { vault } from './vault';
import { plainStore } from './plainStore';
import { persist } from './keystore';
import { sessionCache } from './cache';
import { putPreference, putSealed, saveItem, saveToken } from './prefs';

export async function signIn(api, credentials) {
  const res = await api.post('/auth/login', credentials);
  // ok: rn.storage.token-through-storage-wrapper
  await persist('refreshToken', res.data.refreshToken);
  // ok: rn.storage.token-through-storage-wrapper
  sessionCache.putJSON('session', { accessToken: res.data.accessToken });
  // ruleid: rn.storage.token-through-storage-wrapper
  await putPreference('session', res.data.accessToken);
  // ok: rn.storage.token-through-storage-wrapper
  await putPreference('theme', res.data.preferredTheme);
}

export async function rememberSession(res) {
  // ok: rn.storage.token-through-storage-wrapper
  await putSealed('session', res.data.accessToken);
  // ok: rn.storage.token-through-storage-wrapper
  await saveToken(res.data.accessToken);
}

export async function rememberToken(res) {
  // ok: rn.storage.token-through-storage-wrapper
  await saveItem('token', res.data.token);
}

export async function keepRefreshToken(tokens) {
  // ok: rn.storage.token-through-storage-wrapper
  await vault.setItem('refresh', tokens.refreshToken);
  // ruleid: rn.storage.token-through-storage-wrapper
  await plainStore.setItem('refresh', tokens.refreshToken);
}
