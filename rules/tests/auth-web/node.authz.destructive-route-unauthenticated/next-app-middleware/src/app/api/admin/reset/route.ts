import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';

// ok: node.authz.destructive-route-unauthenticated
export async function DELETE() {
  await prisma.$executeRawUnsafe('TRUNCATE TABLE notes');
  return NextResponse.json({ ok: true });
}
