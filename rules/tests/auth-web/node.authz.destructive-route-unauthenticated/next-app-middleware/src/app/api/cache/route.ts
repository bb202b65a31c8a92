import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';

export async function GET() {
  return NextResponse.json(await prisma.cacheEntry.count());
}

// ruleid: node.authz.destructive-route-unauthenticated
export async function DELETE() {
  await prisma.$executeRawUnsafe('TRUNCATE TABLE cache_entries');
  return NextResponse.json({ ok: true });
}
