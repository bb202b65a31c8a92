export { auth as middleware } from '@/auth';

export const config = { matcher: ['/api/admin/:path*', '/dashboard/:path*'] };
