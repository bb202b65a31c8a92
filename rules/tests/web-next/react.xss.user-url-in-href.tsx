'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';

type User = { id: string; name: string; website?: string; avatarUrl: string };

export function AuthorCard({ user }: { user: User }) {
  return (
    <div className="author-card">
      <img src={user.avatarUrl} alt="" />
      {/* ok: react.xss.user-url-in-href */}
      <Link href={`/users/${user.id}`}>{user.name}</Link>
      {/* ruleid: react.xss.user-url-in-href */}
      <a href={user.website} rel="nofollow">Website</a>
      {/* ok: react.xss.user-url-in-href */}
      <a href={toSafeHttpUrl(user.website)} rel="nofollow">Website (checked)</a>
    </div>
  );
}

export function LoginFooter() {
  const searchParams = useSearchParams();
  return (
    <p>
      {/* ruleid: react.xss.user-url-in-href */}
      <Link href={searchParams.get('returnTo') ?? '/'}>Back to where you were</Link>
      {/* ok: react.xss.user-url-in-href */}
      <a href="/help/login">Trouble signing in?</a>
    </p>
  );
}

export function EmbeddedVideo({ post }: { post: { embedUrl: string } }) {
  // ruleid: react.xss.user-url-in-href
  return <iframe src={post.embedUrl} sandbox="allow-scripts" title="video" />;
}
