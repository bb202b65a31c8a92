'use client';

import Cookies from 'js-cookie';
import { setCookie } from 'cookies-next';
import { useState } from 'react';

export function LoginForm() {
  const [error, setError] = useState('');

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const res = await fetch('/api/login', { method: 'POST', body: form });
    if (!res.ok) return setError('Invalid email or password');
    const { accessToken, refreshToken } = await res.json();
    // ruleid: js.cookie.token-in-script-cookie
    Cookies.set('access_token', accessToken, { secure: true, sameSite: 'strict', expires: 1 });
    // ruleid: js.cookie.token-in-script-cookie
    document.cookie = `refreshToken=${refreshToken}; path=/; max-age=2592000; secure`;
    window.location.assign('/dashboard');
  }

  function rememberTheme(theme: 'light' | 'dark') {
    // ok: js.cookie.token-in-script-cookie
    document.cookie = `theme=${theme}; path=/; max-age=31536000`;
    // ok: js.cookie.token-in-script-cookie
    Cookies.set('sidebar_state', 'collapsed');
  }

  return (
    <form onSubmit={onSubmit}>
      <input name="email" type="email" />
      <input name="password" type="password" />
      <button type="submit">Sign in</button>
      <button type="button" onClick={() => rememberTheme('dark')}>Dark</button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}

export async function persistServerSide(req: Request, res: Response, token: string) {
  // ok: js.cookie.token-in-script-cookie
  setCookie('session_token', token, { req, res, httpOnly: true, secure: true, sameSite: 'lax' });
}

export function signOut() {
  // ok: js.cookie.token-in-script-cookie
  Cookies.set('access_token', '', { expires: -1 });
  // ok: js.cookie.token-in-script-cookie
  setCookie('auth', '', -10);
  // ok: js.cookie.token-in-script-cookie
  document.cookie = 'refreshToken=; path=/; max-age=0';
  // ok: js.cookie.token-in-script-cookie
  document.cookie = `session_id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  window.location.assign('/login');
}

export function switchAccount(nextToken: string) {
  // ruleid: js.cookie.token-in-script-cookie
  setCookie('auth', nextToken, 365);
  // ruleid: js.cookie.token-in-script-cookie
  document.cookie = 'auth_token=' + nextToken + '; path=/';
}
