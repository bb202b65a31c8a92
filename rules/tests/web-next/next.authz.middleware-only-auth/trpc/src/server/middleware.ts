import { TRPCError } from '@trpc/server';
import { t } from './trpc';

// ok: next.authz.middleware-only-auth
export const middleware = t.middleware(async ({ ctx, next }) => {
  if (!ctx.session?.user) throw new TRPCError({ code: 'UNAUTHORIZED' });
  return next({ ctx: { session: ctx.session } });
});
