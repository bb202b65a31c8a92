import { NextResponse, type NextRequest } from 'next/server';
import { verifyAccessToken } from '@/lib/tokens';
import { buildCsv } from '@/lib/export';

export async function GET(request: NextRequest) {
  const token =
    request.headers.get('authorization')?.replace(/^Bearer /, '') ??
    // ruleid: node.authn.credential-in-query-string
    request.nextUrl.searchParams.get('access_token');
  const principal = token ? await verifyAccessToken(token) : null;
  if (!principal) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });

  // ok: node.authn.credential-in-query-string
  const format = request.nextUrl.searchParams.get('format') ?? 'csv';
  return new NextResponse(await buildCsv(principal.orgId, format), { headers: { 'content-type': 'text/csv' } });
}
