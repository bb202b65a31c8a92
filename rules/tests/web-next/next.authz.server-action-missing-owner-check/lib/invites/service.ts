'use server';

import { prisma } from '@/lib/prisma';

// The same kind of module, but a client component imports it: the browser holds its action id

// ruleid: next.authz.server-action-missing-owner-check
export async function revokeInvite(inviteId: string) {
  await prisma.invite.delete({ where: { id: inviteId } });
}
