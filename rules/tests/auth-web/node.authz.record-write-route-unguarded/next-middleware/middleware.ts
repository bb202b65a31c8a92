export { default } from 'next-auth/middleware';

export const config = { matcher: ['/api/notes/:path*', '/dashboard/:path*'] };
