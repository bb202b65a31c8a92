import { NextResponse } from 'next/server';
import { prisma } from '@/lib/prisma';

export async function POST(request: Request) {
  const { email, password } = await request.json();
  // ruleid: node.password.no-hashing-library
  const user = await prisma.user.create({ data: { email, password } });
  return NextResponse.json({ id: user.id }, { status: 201 });
}
