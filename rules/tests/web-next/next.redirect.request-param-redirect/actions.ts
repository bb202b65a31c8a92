'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { createSession, verifyCredentials } from '@/lib/auth';
import { isSafeRedirect } from '@/lib/redirects';

const LoginSchema = z.object({ email: z.string().email(), password: z.string().min(8) });

export async function signIn(_prev: unknown, formData: FormData) {
  const parsed = LoginSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { error: 'Invalid email or password' };
  const user = await verifyCredentials(parsed.data.email, parsed.data.password);
  if (!user) return { error: 'Invalid email or password' };
  await createSession(user.id);

  const next = formData.get('next') as string | null;
  // ruleid: next.redirect.request-param-redirect
  redirect(next ?? '/dashboard');
}

export async function signInChecked(_prev: unknown, formData: FormData) {
  const user = await verifyCredentials(String(formData.get('email')), String(formData.get('password')));
  if (!user) return { error: 'Invalid email or password' };
  await createSession(user.id);

  const next = formData.get('next') as string | null;
  // ok: next.redirect.request-param-redirect
  redirect(next && isSafeRedirect(next) ? next : '/dashboard');
}

export async function signInValidated(_prev: unknown, formData: FormData) {
  const returnTo = String(formData.get('returnTo') ?? '/');
  if (!isSafeRedirect(returnTo)) redirect('/dashboard');
  // ok: next.redirect.request-param-redirect
  redirect(returnTo);
}
