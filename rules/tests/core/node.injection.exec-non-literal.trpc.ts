import { exec, execSync } from 'node:child_process';
import { quote } from 'shell-quote';
import { z } from 'zod';
import { createTRPCRouter, protectedProcedure } from '../trpc';

const BACKUP_ROOT = '/var/backups';

export const backupsRouter = createTRPCRouter({
  // tRPC: `input` is what the client sent, in the shape the procedure's schema allows
  restore: protectedProcedure
    .input(z.object({ volumeName: z.string(), fileName: z.string() }))
    .mutation(async ({ input, ctx }) => {
      const script = `echo "restoring ${input.fileName} for ${ctx.session.userId}" && tar xf ${BACKUP_ROOT}/${input.fileName}`;
      // ruleid: node.injection.exec-non-literal
      exec(script, () => undefined);
    }),
  list: protectedProcedure
    .input(z.object({ volumeName: z.string() }))
    .query(({ input }) => {
      const command = ['ls', quote([`${BACKUP_ROOT}/${input.volumeName}`])].join(' ');
      // ok: node.injection.exec-non-literal
      return execSync(command, { encoding: 'utf8' });
    }),
  // a procedure without `.input(...)` receives no client input
  usage: protectedProcedure.query(() => {
    const command = 'du -sh ' + BACKUP_ROOT;
    // ok: node.injection.exec-non-literal
    return execSync(command, { encoding: 'utf8' });
  }),
});

// a form helper's destructured `input` is its caller's value, not a procedure's
const describe = ({ input }: { input: string }) => {
  // ok: node.injection.exec-non-literal
  return execSync(input, { encoding: 'utf8' });
};
describe({ input: 'uname -a' });
