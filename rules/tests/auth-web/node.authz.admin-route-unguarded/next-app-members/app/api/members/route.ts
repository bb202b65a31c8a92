import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';

// ruleid: node.authz.admin-route-unguarded
export async function GET() {
  return NextResponse.json(await prisma.user.findMany({ select: { id: true, email: true, name: true } }));
}

// ok: node.authz.admin-route-unguarded
export async function POST(request: Request) {
  const { email } = await request.json();
  return NextResponse.json(await prisma.user.findMany({ where: { email: { contains: email } }, take: 5 }));
}
