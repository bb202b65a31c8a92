import { NextResponse, type NextRequest } from 'next/server';
import { createClient } from '@/lib/supabase/server';

export async function GET(request: NextRequest) {
  const { searchParams, origin } = request.nextUrl;
  const code = searchParams.get('code');
  const next = searchParams.get('next') ?? '/';

  if (code) {
    const supabase = createClient();
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    if (!error) {
      // ruleid: next.redirect.response-redirect-user-url
      return NextResponse.redirect(new URL(next, request.url));
    }
  }
  // ok: next.redirect.response-redirect-user-url
  return NextResponse.redirect(new URL('/auth/error', origin));
}

export async function POST(request: NextRequest) {
  const next = request.nextUrl.searchParams.get('next') ?? '/';
  const target = new URL(next, request.url);
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return NextResponse.redirect(new URL('/', request.url));
  }
  // ok: next.redirect.response-redirect-user-url
  return NextResponse.redirect(target);
}

// `new URL('/\\evil.example', base)` parses as https://evil.example/: `//` alone is not enough
export async function PUT(request: NextRequest) {
  const next = request.nextUrl.searchParams.get('next') ?? '/';
  const target = new URL(next, request.url);
  if (!next.startsWith('/') || next.startsWith('//')) {
    return NextResponse.redirect(new URL('/', request.url));
  }
  // ruleid: next.redirect.response-redirect-user-url
  return NextResponse.redirect(target);
}
