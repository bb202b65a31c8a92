import { NextResponse, type NextRequest } from 'next/server';
import { getSession } from '@/lib/session';

function withCors(request: NextRequest, response: NextResponse) {
  const origin = request.headers.get('origin') ?? '';
  // ruleid: node.cors.origin-header-echoed
  response.headers.set('Access-Control-Allow-Origin', origin);
  response.headers.set('Access-Control-Allow-Credentials', 'true');
  return response;
}

function withCheckedCors(request: NextRequest, response: NextResponse) {
  const origin = request.headers.get('origin') ?? '';
  if (origin === process.env.APP_ORIGIN) {
    // ok: node.cors.origin-header-echoed
    response.headers.set('Access-Control-Allow-Origin', origin);
    response.headers.set('Access-Control-Allow-Credentials', 'true');
  }
  return response;
}

export async function GET(request: NextRequest) {
  const session = await getSession();
  const body = NextResponse.json({ email: session?.email ?? null });
  return request.nextUrl.pathname.endsWith('/v2') ? withCheckedCors(request, body) : withCors(request, body);
}
