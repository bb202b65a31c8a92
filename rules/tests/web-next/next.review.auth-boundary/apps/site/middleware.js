import { NextResponse } from 'next/server'; // ruleid: next.review.auth-boundary

export function middleware(request) {
  const response = NextResponse.next();
  response.headers.set('X-Frame-Options', 'DENY');
  return response;
}
