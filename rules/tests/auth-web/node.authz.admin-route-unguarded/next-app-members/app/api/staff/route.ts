import { NextResponse } from 'next/server';
import { requireRole, AuthenticationError, AuthorizationError } from '@/lib/authz';
import { prisma } from '@/lib/db';

// the route's own gate: the session user's role, read from the database
async function ensureAdmin(): Promise<NextResponse | null> {
  try {
    await requireRole(['admin']);
    return null;
  } catch (e) {
    if (e instanceof AuthorizationError) return NextResponse.json({ error: 'Forbidden' }, { status: 403 });
    if (e instanceof AuthenticationError) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
    throw e;
  }
}

// ok: node.authz.admin-route-unguarded
export async function GET() {
  const denied = await ensureAdmin();
  if (denied) return denied;
  return NextResponse.json(await prisma.user.findMany({ select: { id: true, email: true, name: true, lastLoginAt: true } }));
}

// ruleid: node.authz.admin-route-unguarded
export async function DELETE(request: Request) {
  const { id } = await request.json();
  return NextResponse.json(await prisma.user.delete({ where: { id } }));
}
