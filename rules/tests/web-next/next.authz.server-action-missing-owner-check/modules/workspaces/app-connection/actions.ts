'use server';

import { z } from 'zod';
import { deleteActionClass, getActionClass } from '@/lib/actionClass/service';
import { ZId } from '@/lib/types';
import { authenticatedActionClient } from '@/lib/utils/action-client';
import { checkAuthorizationUpdated } from '@/lib/utils/action-client/action-client-middleware';
import { getOrganizationIdFromActionClassId, getWorkspaceIdFromActionClassId } from '@/lib/utils/helper';

const ZDeleteActionClassAction = z.object({ actionClassId: ZId });

// The endpoint: the session comes from the client wrapper, the membership check comes first
export const deleteActionClassAction = authenticatedActionClient
  .inputSchema(ZDeleteActionClassAction)
  .action(async ({ ctx, parsedInput }) => {
    const organizationId = await getOrganizationIdFromActionClassId(parsedInput.actionClassId);
    await checkAuthorizationUpdated({
      userId: ctx.user.id,
      organizationId,
      access: [
        { type: 'organization', roles: ['owner', 'manager'] },
        {
          type: 'workspaceTeam',
          minPermission: 'readWrite',
          workspaceId: await getWorkspaceIdFromActionClassId(parsedInput.actionClassId),
        },
      ],
    });
    const previous = await getActionClass(parsedInput.actionClassId);
    await deleteActionClass(parsedInput.actionClassId);
    return previous;
  });
