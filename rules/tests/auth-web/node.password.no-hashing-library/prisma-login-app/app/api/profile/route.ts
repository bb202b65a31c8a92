import { NextRequest, NextResponse } from 'next/server';
import { prisma } from '@/lib/db';

export async function GET(req: NextRequest) {
  const username = req.nextUrl.searchParams.get('username') ?? '';
  // a lookup without the password: not where the finding goes
  // ok: node.password.no-hashing-library
  const user = await prisma.user.findFirst({ where: { username }, select: { id: true, username: true } });
  return NextResponse.json(user);
}
