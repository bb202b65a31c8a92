export { auth as middleware } from '@/auth'; // ruleid: next.review.auth-boundary

export const config = {
  matcher: ['/((?!api|_next/static|_next/image|favicon.ico).*)'],
};
