import { NextResponse } from 'next/server';
import { getServerSession } from 'next-auth';
import { authOptions } from '@/lib/auth';
import prisma from '@/lib/prisma';

async function getAuthenticatedAdmin(teamId: string) {
  const session = await getServerSession(authOptions);
  if (!session) return null;
  const membership = await prisma.userTeam.findFirst({
    where: { teamId, userId: (session.user as { id: string }).id, role: 'ADMIN' },
  });
  return membership ? session : null;
}

export async function DELETE(req: Request, { params }: { params: Promise<{ teamId: string }> }) {
  // ok: next.authz.route-handler-missing-owner-check
  const { teamId } = await params;
  const auth = await getAuthenticatedAdmin(teamId);
  if (!auth) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  await prisma.team.update({ where: { id: teamId }, data: { directorySyncEnabled: false } });
  return NextResponse.json({ ok: true });
}

export async function PATCH(req: Request, { params }: { params: Promise<{ teamId: string }> }) {
  const session = await getServerSession(authOptions);
  if (!session) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  // ruleid: next.authz.route-handler-missing-owner-check
  const { teamId } = await params;
  await prisma.team.update({ where: { id: teamId }, data: await req.json() });
  return NextResponse.json({ ok: true });
}
