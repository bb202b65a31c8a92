import { NextResponse } from 'next/server';
import { SignJWT } from 'jose';
import { prisma } from '@/lib/db';

export async function POST(request: Request) {
  const { email } = await request.json();
  const user = await prisma.user.findUnique({ where: { email } });
  if (!user) return NextResponse.json({ error: 'Invalid login' }, { status: 401 });
  const token = await new SignJWT({ sub: String(user.id) }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('2h')
    .sign(new TextEncoder().encode(process.env.SESSION_SECRET));
  const response = NextResponse.json({ ok: true });
  response.cookies.set('session', token, { httpOnly: true, secure: true });
  return response;
}
