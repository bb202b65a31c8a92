'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import DOMPurify from 'isomorphic-dompurify';

type Profile = {
  id: string;
  name: string;
  headline: string;
  bioHtml: string;
  website?: string;
  avatarUrl: string;
  links: { label: string; url: string }[];
};

export function ProfileCard({ profile }: { profile: Profile }) {
  const [followers, setFollowers] = useState<number | null>(null);

  useEffect(() => {
    fetch(`/api/profiles/${profile.id}/followers`, {
      // ruleid: next.secrets.server-env-in-client-component
      headers: { 'x-internal-key': process.env.INTERNAL_API_KEY ?? '' },
    })
      .then((res) => res.json())
      .then((data) => setFollowers(data.count))
      .catch(() => setFollowers(null));
  }, [profile.id]);

  async function follow() {
    const res = await fetch(`/api/profiles/${profile.id}/follow`, { method: 'POST' });
    const { sessionToken } = await res.json();
    // ruleid: js.storage.token-in-web-storage
    localStorage.setItem('sessionToken', sessionToken);
    setFollowers((n) => (n ?? 0) + 1);
  }

  return (
    <section className="rounded-lg border p-4">
      <img src={profile.avatarUrl} alt="" className="h-16 w-16 rounded-full" />
      <h2 className="text-lg font-semibold">
        <Link href={`/u/${profile.id}`}>{profile.name}</Link>
      </h2>
      <p className="text-sm text-gray-600">{profile.headline}</p>
      {/* ruleid: react.xss.dangerously-set-inner-html */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: profile.bioHtml }} />
      <div className="prose" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(profile.bioHtml) }} />
      {profile.website && (
        // ruleid: react.xss.user-url-in-href
        <a href={profile.website} rel="nofollow ugc">
          Website
        </a>
      )}
      <ul>
        {profile.links.map((link) => (
          <li key={link.url}>
            {/* target="_blank" implies noopener in current browsers: the rule is opt-in (issue 12) */}
            {/* ok: react.tabnabbing.target-blank-without-noopener */}
            <a href={link.url} target="_blank">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <a href="https://status.acme-example.com" target="_blank">
        Service status
      </a>
      <button onClick={follow}>Follow {followers ?? ''}</button>
    </section>
  );
}
