import { NextResponse, type NextRequest } from 'next/server';
import { decrypt } from '@/app/lib/session';

const protectedRoutes = ['/dashboard'];

// ruleid: next.authz.middleware-only-auth
export default async function proxy(req: NextRequest) {
  const isProtectedRoute = protectedRoutes.includes(req.nextUrl.pathname);
  const cookie = req.cookies.get('session')?.value;
  const session = await decrypt(cookie);
  if (isProtectedRoute && !session?.userId) {
    return NextResponse.redirect(new URL('/login', req.nextUrl));
  }
  return NextResponse.next();
}
