import { trackClick } from '@/lib/analytics';

export async function GET(request: Request) {
  const { searchParams } = new URL(request.url);
  await trackClick(searchParams.get('campaign'));
  // ruleid: next.redirect.response-redirect-user-url
  return Response.redirect(searchParams.get('to')!, 302);
}

export async function HEAD(request: Request) {
  const { searchParams } = new URL(request.url);
  const slug = searchParams.get('slug') ?? 'home';
  // ok: next.redirect.response-redirect-user-url
  return Response.redirect(new URL(`/l/${encodeURIComponent(slug)}`, request.url), 302);
}
