import { NextResponse, type NextRequest } from 'next/server';
import { jwtDecode } from 'jwt-decode';

type Claims = { sub: string; role: 'admin' | 'member'; exp: number };

export function middleware(request: NextRequest) {
  const token = request.cookies.get('access_token')?.value;
  if (!token) return NextResponse.redirect(new URL('/login', request.url));

  // ruleid: node.jwt.decode-without-verify
  const claims = jwtDecode<Claims>(token);
  if (request.nextUrl.pathname.startsWith('/admin') && claims.role !== 'admin') {
    return NextResponse.redirect(new URL('/403', request.url));
  }
  const headers = new Headers(request.headers);
  headers.set('x-user-id', claims.sub);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ['/((?!_next/static|_next/image|favicon.ico|login).*)'] };
