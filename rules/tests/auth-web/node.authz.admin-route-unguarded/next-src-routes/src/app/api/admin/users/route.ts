import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';

// ruleid: node.authz.admin-route-unguarded
export async function GET() {
  return NextResponse.json(await prisma.volunteer.findMany({ select: { id: true, email: true, phone: true } }));
}
