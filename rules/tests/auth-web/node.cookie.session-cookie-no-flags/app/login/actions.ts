'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { createSession, verifyPassword } from '@/lib/auth';

const WEEK = 60 * 60 * 24 * 7;

export async function login(_prev: unknown, formData: FormData) {
  const user = await verifyPassword(String(formData.get('email')), String(formData.get('password')));
  if (!user) return { error: 'Invalid email or password' };
  const session = await createSession(user.id);

  (await cookies()).set('session', session.token, {
    // ruleid: node.cookie.session-cookie-no-flags
    maxAge: WEEK,
    path: '/',
  });
  // ruleid: node.cookie.session-cookie-no-flags
  (await cookies()).set('refresh_token', session.refreshToken, { path: '/', maxAge: WEEK });
  // ok: node.cookie.session-cookie-no-flags
  (await cookies()).set('sidebar', 'expanded', { path: '/', maxAge: WEEK });
  redirect('/dashboard');
}

export async function loginHardened(_prev: unknown, formData: FormData) {
  const user = await verifyPassword(String(formData.get('email')), String(formData.get('password')));
  if (!user) return { error: 'Invalid email or password' };
  const session = await createSession(user.id);
  (await cookies()).set('session', session.token, {
    // ok: node.cookie.session-cookie-no-flags
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    maxAge: WEEK,
    path: '/',
  });
  redirect('/dashboard');
}
