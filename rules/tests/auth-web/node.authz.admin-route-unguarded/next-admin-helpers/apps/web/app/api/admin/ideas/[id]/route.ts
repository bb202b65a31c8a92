import { adminHandler } from 'lib/api/admin';
import { prisma } from 'lib/db';

// ok: node.authz.admin-route-unguarded
export function DELETE(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  return adminHandler(async () => {
    const { id } = await params;
    await prisma.idea.delete({ where: { id } });
    return Response.json({ ok: true });
  });
}
