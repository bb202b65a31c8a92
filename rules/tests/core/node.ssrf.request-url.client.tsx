'use client';

import { useSearchParams } from 'next/navigation';

// bundled for the browser: the request leaves from the visitor's own browser
export function RemotePreview() {
  const searchParams = useSearchParams();

  async function load() {
    const target = searchParams.get('src') ?? '';
    // ok: node.ssrf.request-url
    const reply = await fetch(target);
    return reply.text();
  }

  return <button onClick={load}>Preview</button>;
}
