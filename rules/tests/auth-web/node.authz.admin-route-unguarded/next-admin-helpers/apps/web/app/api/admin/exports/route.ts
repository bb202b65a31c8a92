import { timed } from 'lib/api/admin';
import { prisma } from 'lib/db';

// ruleid: node.authz.admin-route-unguarded
export function GET() {
  return timed(async () => Response.json(await prisma.user.findMany({ select: { email: true, createdAt: true } })));
}
