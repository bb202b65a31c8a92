'use server';

import { revalidatePath } from 'next/cache';
import { auth, currentUser } from '@clerk/nextjs/server';
import { z } from 'zod';
import { db } from '@/db';

const announcementSchema = z.object({ text: z.string().min(1).max(500) });

export async function archiveStaleProjects() {
  // ruleid: next.authz.session-without-role-check
  const { userId } = await auth();
  if (!userId) throw new Error('Not signed in');
  const cutoff = new Date(Date.now() - 90 * 24 * 60 * 60 * 1000);
  await db.project.updateMany({
    where: { updatedAt: { lt: cutoff } },
    data: { archived: true },
  });
  revalidatePath('/projects');
}

export async function exportCustomerList() {
  // ruleid: next.authz.session-without-role-check
  const user = await currentUser();
  if (!user) throw new Error('Not signed in');
  return db.customer.findMany({ select: { name: true, email: true, phone: true } });
}

export async function listMyProjects() {
  // ok: next.authz.session-without-role-check
  const { userId } = await auth();
  if (!userId) throw new Error('Not signed in');
  return db.project.findMany({ where: { ownerId: userId, archived: false } });
}

export async function publishAnnouncement(formData: FormData) {
  // ok: next.authz.session-without-role-check
  const { has } = await auth();
  if (!has({ role: 'org:admin' })) throw new Error('Forbidden');
  const { text } = announcementSchema.parse({ text: formData.get('text') });
  await db.announcement.create({ data: { text } });
  revalidatePath('/');
}
