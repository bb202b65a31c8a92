import { z } from 'zod';
import { TRPCError } from '@trpc/server';
import { router, publicProcedure, protectedProcedure, adminProcedure } from '../trpc';
import { canModifyParticipant, hasPollAdminAccess, resolveActor } from '../polls/access';

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

// Open to guests (a poll's participants hold a token, not an account), each mutation deciding
// itself who may act: a FORBIDDEN refusal, a permission check on the actor.
export const commentRouter = router({
  // ok: node.trpc.public-privileged-mutation
  delete: publicProcedure
    .input(z.object({ commentId: z.string(), token: z.string().optional() }))
    .mutation(async ({ input, ctx }) => {
      const actor = await resolveActor(input.token, ctx.user);
      const comment = await ctx.db.comment.findUniqueOrThrow({ where: { id: input.commentId } });
      if (comment.userId !== actor.id && !(await hasPollAdminAccess(comment.pollId, actor.id))) {
        throw new TRPCError({ code: 'FORBIDDEN', message: 'You are not allowed to delete this comment' });
      }
      await ctx.db.comment.delete({ where: { id: input.commentId } });
    }),

  // ok: node.trpc.public-privileged-mutation
  remove: publicProcedure
    .input(z.object({ participantId: z.string(), token: z.string().optional() }))
    .mutation(async ({ input, ctx }) => {
      const actor = await resolveActor(input.token, ctx.user);
      await canModifyParticipant(input.participantId, actor.id);
      await ctx.db.participant.update({ where: { id: input.participantId }, data: { deleted: true } });
    }),

  // ruleid: node.trpc.public-privileged-mutation
  purge: publicProcedure
    .input(z.object({ pollId: z.string() }))
    .mutation(async ({ input, ctx }) => {
      const poll = await ctx.db.poll.findUnique({ where: { id: input.pollId } });
      if (!poll) throw new TRPCError({ code: 'NOT_FOUND' });
      await ctx.db.comment.deleteMany({ where: { pollId: input.pollId } });
    }),
});
