'use server';

import 'server-only';
import { cache as reactCache } from 'react';
import { prisma } from '@/lib/prisma';
import { ZId } from '@/lib/types';
import { validateInputs } from '@/lib/utils/validate';

// formbricks' shape: a data-access module marked 'use server' whose only importers are shipped
// server code that calls it (an authorizing next-safe-action action, a route handler). Since
// Next.js 15 no client gets an id for these functions, so they are not endpoints.

// ok: next.authz.server-action-missing-owner-check
export const getActionClass = reactCache(async (actionClassId: string) => {
  validateInputs([actionClassId, ZId]);
  return prisma.actionClass.findUnique({ where: { id: actionClassId } });
});

// ok: next.authz.server-action-missing-owner-check
export const deleteActionClass = async (actionClassId: string) => {
  validateInputs([actionClassId, ZId]);
  return prisma.actionClass.delete({ where: { id: actionClassId } });
};
