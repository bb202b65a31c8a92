import { NextResponse } from 'next/server';
import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';

const locales = ['en-US', 'fr', 'de'];
const defaultLocale = 'en-US';

function getLocale(request) {
  const languages = new Negotiator({ headers: Object.fromEntries(request.headers) }).languages();
  return match(languages, locales, defaultLocale);
}

// ok: next.authz.middleware-only-auth
export function middleware(request) {
  const { pathname } = request.nextUrl;
  if (locales.some((l) => pathname.startsWith(`/${l}/`) || pathname === `/${l}`)) return;
  request.nextUrl.pathname = `/${getLocale(request)}${pathname}`;
  return NextResponse.redirect(request.nextUrl);
}

export const config = { matcher: ['/((?!_next).*)'] };
