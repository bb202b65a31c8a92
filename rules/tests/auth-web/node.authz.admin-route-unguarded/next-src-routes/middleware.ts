// left at the project's root when the routes moved to src/app: Next.js loads the middleware beside
// the routes (src/middleware.ts), so this one never runs
export { auth as middleware } from '@/auth';

export const config = { matcher: ['/api/admin/:path*', '/dashboard/:path*'] };
