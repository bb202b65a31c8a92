import { NextResponse } from 'next/server';
import { signIn } from '@/lib/auth';

export async function POST(request: Request) {
  const { email, password } = await request.json();
  const result = await signIn(email, password);
  if (!result) return NextResponse.json({ error: 'Invalid email or password' }, { status: 401 });

  const response = NextResponse.json({ user: { id: result.user.id, name: result.user.name } });
  response.cookies.set('access_token', result.accessToken, {
    // ruleid: node.cookie.session-cookie-httponly-false
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    maxAge: 60 * 15,
  });
  // ruleid: node.cookie.session-cookie-httponly-false
  response.cookies.set('refresh_token', result.refreshToken, { httpOnly: true, secure: true, sameSite: 'strict', path: '/api/auth' });
  // ok: node.cookie.session-cookie-httponly-false
  response.cookies.set('csrf_token', result.csrfToken, { httpOnly: false, secure: true, sameSite: 'strict' });
  // ok: node.cookie.session-cookie-httponly-false
  response.cookies.set('ui_prefs', JSON.stringify(result.user.prefs), { httpOnly: false, sameSite: 'lax' });
  return response;
}
