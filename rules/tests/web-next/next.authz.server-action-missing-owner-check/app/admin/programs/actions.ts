'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { UserRole } from '@prisma/client';
import { prisma } from '@/lib/db';
import { auth } from '@/lib/auth';

// the catalogue's programs belong to no user: only an administrator may change them
// ok: next.authz.server-action-missing-owner-check
export async function deleteProgram(programId: string) {
  const session = await auth.api.getSession({ headers: await headers() });
  if (!session || session.user.role !== UserRole.admin) {
    throw new Error('Unauthorized');
  }
  await prisma.program.delete({ where: { id: programId } });
  revalidatePath('/admin/programs');
}

// signed in is not enough: any user may rename any program
// ruleid: next.authz.server-action-missing-owner-check
export async function renameProgram(programId: string, title: string) {
  const session = await auth.api.getSession({ headers: await headers() });
  if (!session) {
    throw new Error('Unauthorized');
  }
  await prisma.program.update({ where: { id: programId }, data: { title } });
  revalidatePath('/admin/programs');
}
