import { z } from 'zod';
import { router, publicProcedure, protectedProcedure, adminProcedure } from '../trpc';

export const accountRouter = router({
  // ok: node.trpc.public-privileged-mutation
  signUp: publicProcedure
    .input(z.object({ email: z.string().email(), password: z.string().min(12) }))
    .mutation(({ input, ctx }) => ctx.auth.createAccount(input)),

  // ok: node.trpc.public-privileged-mutation
  deleteOwnAccount: protectedProcedure.mutation(({ ctx }) => ctx.db.user.delete({ where: { id: ctx.session.user.id } })),

  // ruleid: node.trpc.public-privileged-mutation
  deleteUser: publicProcedure
    .input(z.object({ userId: z.string().uuid() }))
    .mutation(({ input, ctx }) => ctx.db.user.delete({ where: { id: input.userId } })),

  // ruleid: node.trpc.public-privileged-mutation
  setRole: publicProcedure
    .input(z.object({ userId: z.string(), role: z.enum(['member', 'admin']) }))
    .mutation(({ input, ctx }) => ctx.db.user.update({ where: { id: input.userId }, data: { role: input.role } })),

  // ok: node.trpc.public-privileged-mutation
  banUser: adminProcedure
    .input(z.object({ userId: z.string() }))
    .mutation(({ input, ctx }) => ctx.db.user.update({ where: { id: input.userId }, data: { banned: true } })),

  // ok: node.trpc.public-privileged-mutation
  deleteDraftPreview: publicProcedure.query(() => ({ supported: false })),
});
