'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { prisma } from '@/lib/db';
import { verifySession } from '@/lib/dal';
import { isSafeRedirect } from '@/lib/redirects';

const ProfileSchema = z.object({
  displayName: z.string().min(1).max(80),
  bio: z.string().max(500).optional(),
});

export async function updateProfile(_prev: unknown, formData: FormData) {
  const session = await verifySession();
  const parsed = ProfileSchema.safeParse({
    displayName: formData.get('displayName'),
    bio: formData.get('bio') ?? undefined,
  });
  if (!parsed.success) return { error: 'Please check the form' };

  await prisma.user.update({ where: { id: session.user.id }, data: parsed.data });
  revalidatePath('/settings');

  const returnTo = String(formData.get('returnTo') ?? '/settings');
  redirect(isSafeRedirect(returnTo) ? returnTo : '/settings');
}

// ruleid: next.authz.server-action-missing-owner-check
export async function deleteApiKey(keyId: string) {
  await verifySession();
  await prisma.apiKey.delete({ where: { id: keyId } });
  revalidatePath('/settings/api-keys');
}

export async function renameApiKey(keyId: string, name: string) {
  const session = await verifySession();
  await prisma.apiKey.update({
    where: { id: keyId, userId: session.user.id },
    data: { name: name.slice(0, 60) },
  });
  revalidatePath('/settings/api-keys');
}

export async function switchWorkspace(formData: FormData) {
  const session = await verifySession();
  const workspaceId = String(formData.get('workspaceId'));
  const membership = await prisma.membership.findFirst({
    where: { workspaceId, userId: session.user.id },
  });
  if (!membership) return { error: 'Not a member of that workspace' };

  (await cookies()).set('workspace_session', membership.id, {
    // ruleid: node.cookie.session-cookie-no-flags
    path: '/',
    maxAge: 60 * 60 * 24 * 30,
  });
  const next = formData.get('next') as string;
  // ruleid: next.redirect.request-param-redirect
  redirect(next || '/dashboard');
}

export async function signOutEverywhere() {
  const session = await verifySession();
  await prisma.session.deleteMany({ where: { userId: session.user.id } });
  (await cookies()).delete('session');
  redirect('/login');
}
