import { NextResponse, type NextRequest } from 'next/server';
import { getSession } from '@/lib/session';

const TABS = ['profile', 'billing', 'team'] as const;
type Tab = (typeof TABS)[number];

// a single '/' prefix lets //evil.example (protocol-relative) through
export async function GET(request: NextRequest) {
  const next = request.nextUrl.searchParams.get('next') ?? '/';
  if (!next.startsWith('/')) return NextResponse.redirect(new URL('/', request.url));
  // ruleid: next.redirect.response-redirect-user-url
  return NextResponse.redirect(new URL(next, request.url));
}

// the parsed target's origin is compared with the app's own
export async function POST(request: NextRequest) {
  const session = await getSession(request);
  const returnTo = (await request.formData()).get('returnTo')?.toString() ?? '/';
  const target = new URL(returnTo, request.nextUrl.origin);
  if (target.origin !== request.nextUrl.origin) {
    return NextResponse.redirect(new URL('/', request.url));
  }
  // ok: next.redirect.response-redirect-user-url
  return NextResponse.redirect(target, { status: 303, headers: { 'x-user': session.id } });
}

// an allow-list of tabs
export async function PUT(request: NextRequest) {
  const tab = request.nextUrl.searchParams.get('tab') ?? 'profile';
  if (!TABS.includes(tab as Tab)) return NextResponse.json({ error: 'unknown tab' }, { status: 400 });
  // ok: next.redirect.response-redirect-user-url
  return NextResponse.redirect(new URL(tab, `${request.nextUrl.origin}/settings/`));
}

// a literal comparison
export async function PATCH(request: NextRequest) {
  const to = request.nextUrl.searchParams.get('to');
  if (to !== '/dashboard' && to !== '/onboarding') return NextResponse.json({}, { status: 400 });
  // ok: next.redirect.response-redirect-user-url
  return NextResponse.redirect(new URL(to, request.url));
}

// a fixed path with the parameter in its query
export async function DELETE(request: NextRequest) {
  const email = request.nextUrl.searchParams.get('email') ?? '';
  // ok: next.redirect.response-redirect-user-url
  return NextResponse.redirect(new URL(`/goodbye?email=${encodeURIComponent(email)}`, request.url));
}
