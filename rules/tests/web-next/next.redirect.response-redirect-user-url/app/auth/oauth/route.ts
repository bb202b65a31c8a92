import { NextResponse } from 'next/server';
import { createClient } from '@/lib/supabase/server';

// Only a path of this site: after the origin, anything that begins with `/` stays on it.
function sanitizeNext(next: string | null): string {
  if (!next) return '/';
  if (next.startsWith('/') && !next.startsWith('//')) {
    return next;
  }
  return '/';
}

export async function GET(request: Request) {
  const { searchParams, origin } = new URL(request.url);
  const code = searchParams.get('code');
  const next = sanitizeNext(searchParams.get('next'));

  if (code) {
    const supabase = await createClient();
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    if (!error) {
      const forwardedHost = request.headers.get('x-forwarded-host');
      if (forwardedHost) {
        // ok: next.redirect.response-redirect-user-url
        return NextResponse.redirect(`https://${forwardedHost}${next}`);
      }
      // ok: next.redirect.response-redirect-user-url
      return NextResponse.redirect(`${origin}${next}`);
    }
  }
  // ok: next.redirect.response-redirect-user-url
  return NextResponse.redirect(`${origin}/auth/auth-code-error`);
}

// `${origin}@evil.example` sends the browser to evil.example: the value after the origin must be a path
export async function POST(request: Request) {
  const { searchParams, origin } = new URL(request.url);
  const next = searchParams.get('next') ?? '/';
  if (next.startsWith('/')) {
    // ok: next.redirect.response-redirect-user-url
    return NextResponse.redirect(`${origin}${next}`);
  }
  // ruleid: next.redirect.response-redirect-user-url
  return NextResponse.redirect(`${origin}${next}`);
}

export async function PUT(request: Request) {
  const forwardedHost = request.headers.get('x-forwarded-host');
  const next = new URL(request.url).searchParams.get('next') ?? '';
  // ruleid: next.redirect.response-redirect-user-url
  return NextResponse.redirect(`https://${forwardedHost}${next}`);
}
