'use server';

import { cache } from 'react';
import { prisma } from '@/lib/prisma';
import { authActionClient } from '@/lib/safe-action';
import { z } from 'zod';

const schema = z.object({ programId: z.string(), partnerIds: z.array(z.string()), tagIds: z.array(z.string()) });

// A helper the module does not export is not an endpoint: only the action below calls it.
async function throwIfReferralLoop({
  // ok: next.authz.server-action-missing-owner-check
  partnerId,
  programId,
}: {
  partnerId: string;
  programId: string;
}) {
  const enrollment = await prisma.programEnrollment.findUnique({ where: { partnerId_programId: { partnerId, programId } } });
  if (enrollment?.referrerId === partnerId) throw new Error('Referral loop');
}

export const updatePartnerTagsAction = authActionClient
  .inputSchema(schema)
  .action(async ({ parsedInput }) => {
    const { programId, partnerIds, tagIds } = parsedInput;
    // callbacks inside the action are not endpoints either
    const combos = tagIds.flatMap((tagId) =>
      // ok: next.authz.server-action-missing-owner-check
      partnerIds.map((partnerId) => ({ partnerId, tagId })),
    );
    await throwIfReferralLoop({ partnerId: partnerIds[0], programId });
    await prisma.programPartnerTag.deleteMany({ where: { programId, tagId: { in: tagIds } } });
    return combos;
  });

// An exported function of a 'use server' module is an endpoint, whatever calls it today.
// ruleid: next.authz.server-action-missing-owner-check
export const deleteActionClass = async (actionClassId: string) => {
  return prisma.actionClass.delete({ where: { id: actionClassId } });
};

export const getActionClass = cache(
  // ruleid: next.authz.server-action-missing-owner-check
  async (actionClassId: string) => prisma.actionClass.findUnique({ where: { id: actionClassId } }),
);
