import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';

// guarded by the next-auth middleware (middleware.ts)
// ok: node.authz.record-write-route-unguarded
export async function PATCH(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const note = await prisma.note.update({ where: { id }, data: await request.json() });
  return NextResponse.json(note);
}
