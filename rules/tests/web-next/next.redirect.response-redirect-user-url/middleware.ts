import { NextResponse, type NextRequest } from 'next/server';

export function middleware(req: NextRequest) {
  const url = req.nextUrl;
  if (url.pathname === '/login') {
    const redirectTo = url.searchParams.get('redirectTo');
    if (redirectTo) {
      // only the path, query and fragment of the parsed value, on this origin, once `//` is refused
      const target = new URL(redirectTo, req.nextUrl.origin);
      if ((target.protocol === 'http:' || target.protocol === 'https:') && !target.pathname.startsWith('//')) {
        const safe = new URL(`${target.pathname}${target.search}${target.hash}`, req.nextUrl.origin);
        // ok: next.redirect.response-redirect-user-url
        return NextResponse.redirect(safe);
      }
    }
  }
  if (url.pathname === '/continue') {
    const next = url.searchParams.get('next') ?? '/';
    const target = new URL(next, req.nextUrl.origin);
    // the parsed path without the `//` check: https://app.example//evil.example has the path //evil.example
    // ruleid: next.redirect.response-redirect-user-url
    return NextResponse.redirect(new URL(`${target.pathname}${target.search}`, req.nextUrl.origin));
  }
  if (url.pathname === '/back') {
    const back = new URL(url.searchParams.get('back') ?? '/', req.nextUrl.origin);
    if (back.pathname.startsWith('//')) return NextResponse.redirect(new URL('/', req.url));
    // ok: next.redirect.response-redirect-user-url
    return NextResponse.redirect(new URL(back.pathname, req.nextUrl.origin));
  }
  return NextResponse.next();
}
