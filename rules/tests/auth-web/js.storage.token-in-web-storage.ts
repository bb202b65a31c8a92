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

// a developer page that re-saves what the form shows: the token it writes back is the one it read
// from storage (where it was first stored is the finding), while a token typed into the page is new
export function restoreDebugSession(form: HTMLFormElement) {
  const token = localStorage.getItem('token');
  if (token) {
    (form.elements.namedItem('token') as HTMLInputElement).value = token;
    // ok: js.storage.token-in-web-storage
    localStorage.setItem('token', token);
  }
  form.addEventListener('submit', () => {
    const typed = (form.elements.namedItem('token') as HTMLInputElement).value;
    // ruleid: js.storage.token-in-web-storage
    localStorage.setItem('token', typed);
  });
}

// a read-back in another function does not cover this one's token, which the login just issued
export function currentToken(): string | null {
  const token = localStorage.getItem('token');
  return token;
}

export function rememberLogin(token: string) {
  // ruleid: js.storage.token-in-web-storage
  localStorage.setItem('token', token);
}
