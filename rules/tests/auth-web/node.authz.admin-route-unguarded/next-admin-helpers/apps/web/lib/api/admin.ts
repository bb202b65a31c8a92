import { NextResponse, type NextRequest } from 'next/server';
import { authorizeRequest } from 'lib/api/auth';

// every admin route goes through one of these: sign-in with the admin wallet first, then the work
export const handleAdminRead = async (
  req: NextRequest,
  handler: () => Promise<unknown>,
  errorMessage?: string,
): Promise<NextResponse> => {
  try {
    await authorizeRequest(req, { auth: 'siwe', requireAdmin: true });
    return NextResponse.json(await handler(), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return NextResponse.json({ error: errorMessage ?? String(error) }, { status: 401 });
  }
};

// only shapes the response: checks nobody
export const withJson = async (req: NextRequest, handler: () => Promise<unknown>): Promise<NextResponse> => {
  const started = Date.now();
  const body = await handler();
  return NextResponse.json(body, { headers: { 'Server-Timing': `total;dur=${Date.now() - started}`, 'X-Path': req.nextUrl.pathname } });
};
