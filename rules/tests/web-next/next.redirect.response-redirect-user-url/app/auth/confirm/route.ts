import { NextResponse } from 'next/server';
import { createClient } from '@/utils/supabase/server';

export async function GET(request: Request) {
  const { searchParams, origin } = new URL(request.url);
  const code = searchParams.get('code');
  const returnTo = searchParams.get('returnTo') ?? '/';

  if (code) {
    const supabase = await createClient();
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    if (!error) {
      const forwardedHost = request.headers.get('x-forwarded-host');
      const isDevServer = process.env.NODE_ENV === 'development';
      if (isDevServer) {
        // only `next dev` takes this branch: no user of the deployed app is sent anywhere
        // ok: next.redirect.response-redirect-user-url
        return NextResponse.redirect(`${origin}${returnTo}`);
      } else if (forwardedHost) {
        // ruleid: next.redirect.response-redirect-user-url
        return NextResponse.redirect(`https://${forwardedHost}${returnTo}`);
      } else {
        // returnTo=@evil.example leaves the origin: https://app.example@evil.example
        // ruleid: next.redirect.response-redirect-user-url
        return NextResponse.redirect(`${origin}${returnTo}`);
      }
    }
  }

  // a fixed page on the site the request came to
  // ok: next.redirect.response-redirect-user-url
  return NextResponse.redirect(`${origin}/auth/auth-code-error`);
}

export async function POST(request: Request) {
  const { origin: siteOrigin } = new URL(request.url);
  const form = await request.formData();
  const back = String(form.get('back') ?? '/');
  if (process.env.NODE_ENV === 'development') {
    // ok: next.redirect.response-redirect-user-url
    return NextResponse.redirect(new URL(back, siteOrigin), 303);
  }
  if (!back.startsWith('/')) {
    // ok: next.redirect.response-redirect-user-url
    return NextResponse.redirect(`${siteOrigin}/signed-in`, 303);
  }
  // ruleid: next.redirect.response-redirect-user-url
  return NextResponse.redirect(`${siteOrigin}${back}`, 303);
}
