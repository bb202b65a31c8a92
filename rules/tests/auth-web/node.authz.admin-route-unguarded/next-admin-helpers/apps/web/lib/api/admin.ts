import { NextResponse, type NextRequest } from 'next/server';
import { authorizeRequest, requireAdmin } from 'lib/api/auth';

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

// the work as a callback, after the admin check: `return adminHandler(async () => { ... })`
export async function adminHandler(work: () => Promise<Response>): Promise<Response> {
  const admin = await requireAdmin();
  if (!admin) return Response.json({ error: 'Forbidden' }, { status: 403 });
  return work();
}

// the work as a callback, timed: checks nobody
export async function timed(work: () => Promise<Response>): Promise<Response> {
  const started = Date.now();
  const response = await work();
  response.headers.set('Server-Timing', `total;dur=${Date.now() - started}`);
  return response;
}
