import { NextResponse, type NextRequest } from 'next/server';

// the edge checks run from middleware.ts: behind the load balancer, a plain-HTTP request is upgraded
// on the host it asked for, and a secondary domain is sent to the canonical one
const redirectToHttps = ({ httpsBase, requestUrl }: { httpsBase: string; requestUrl: URL }) => {
  const path = `${requestUrl.pathname}${requestUrl.search}`;
  const redirectTo = `${httpsBase}${path}`;
  // ok: next.redirect.response-redirect-user-url
  return NextResponse.redirect(redirectTo, { status: 308 });
};

export function edgeRedirect(request: NextRequest): NextResponse | null {
  const forwardedProto = request.headers.get('X-Forwarded-Proto');
  const requestHost = request.headers.get('host');
  if (forwardedProto === 'http') {
    // always the same domain: the proxy has rules per domain
    const httpsBase = `https://${requestHost ?? ''}`;
    const requestUrl = new URL(request.url);
    return redirectToHttps({ httpsBase, requestUrl });
  }
  if (request.nextUrl.pathname === '/upgrade') {
    const httpsBase = `https://${requestHost || ''}`;
    // ok: next.redirect.response-redirect-user-url
    return NextResponse.redirect(`${httpsBase}${request.nextUrl.pathname}${request.nextUrl.search}`, 308);
  }
  if (request.nextUrl.pathname === '/switch-region') {
    // a host the link chooses: any site
    const regionBase = `https://${request.nextUrl.searchParams.get('host') ?? ''}`;
    // ruleid: next.redirect.response-redirect-user-url
    return NextResponse.redirect(`${regionBase}${request.nextUrl.pathname}`, 307);
  }
  return null;
}
