'use client';

import { useTransition } from 'react';
import { revokeInvite } from '@/lib/invites/service';

export function RevokeButton({ inviteId }: { inviteId: string }) {
  const [pending, startTransition] = useTransition();
  return (
    <button disabled={pending} onClick={() => startTransition(() => revokeInvite(inviteId))}>
      Revoke
    </button>
  );
}
