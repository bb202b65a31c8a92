import { NextRequest, NextResponse } from 'next/server';
import { prisma } from '@/lib/db';

export async function POST(req: NextRequest) {
  const { username, password } = await req.json();
  // the login matches the column with the password as typed: the store holds it so
  // ruleid: node.password.no-hashing-library
  const user = await prisma.user.findFirst({ where: { username, password } });
  if (!user) {
    return NextResponse.json({ message: 'Invalid credentials' }, { status: 401 });
  }
  return NextResponse.json({ id: user.id });
}
