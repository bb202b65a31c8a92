import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';

// ok: node.authz.admin-route-unguarded
export async function GET() {
  return NextResponse.json(await prisma.user.findMany({ select: { id: true, email: true, role: true } }));
}
