import { api } from './api';

type Tokens = { accessToken: string; refreshToken: string; expiresAt: number };

export async function login(email: string, password: string) {
  const tokens = await api.post<Tokens>('/auth/login', { email, password });
  // ruleid: js.storage.token-in-web-storage
  localStorage.setItem('accessToken', tokens.accessToken);
  // ruleid: js.storage.token-in-web-storage
  window.localStorage.setItem('refresh_token', tokens.refreshToken);
  // ok: js.storage.token-in-web-storage
  localStorage.setItem('token_expires_at', String(tokens.expiresAt));
  return tokens;
}

export function startOAuth(returnTo: string) {
  // ok: js.storage.token-in-web-storage
  sessionStorage.setItem('auth_redirect', returnTo);
  // ok: js.storage.token-in-web-storage
  sessionStorage.setItem('oauth_state', crypto.randomUUID());
}

export function impersonate(token: string) {
  // ruleid: js.storage.token-in-web-storage
  sessionStorage['impersonation_token'] = token;
}

// the click-tracking token a partner's landing page keeps to confirm the visit was human: it names a
// click, not a user, and opens no account; nor does the browser's push subscription token
export function rememberClick(trackingToken: string, pushToken: string) {
  // ok: js.storage.token-in-web-storage
  sessionStorage.setItem('apiengagement_tracking_token', trackingToken);
  // ok: js.storage.token-in-web-storage
  localStorage.setItem('pushToken', pushToken);
}
