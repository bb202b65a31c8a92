import { NextResponse } from 'next/server';
import { auth } from '@/auth';

export async function GET() {
  // ok: next.authz.session-without-role-check
  const session = await auth();
  if (!session?.user) {
    return NextResponse.json({ user: null }, { status: 401 });
  }
  const { name, email, image } = session.user;
  return NextResponse.json({ user: { name, email, image } });
}
