'use client';
import { useRouter, useSearchParams } from 'next/navigation';

const pathFor = (tab: 'sent' | 'received') => (tab === 'sent' ? '/transfers/sent' : '/transfers/received');

// A filter bar: it clears query keys and navigates to the page the user is on
export function FilterBar({ keys }: { keys: string[] }) {
  const router = useRouter();
  const searchParams = useSearchParams();

  const reset = () => {
    const params = new URLSearchParams(searchParams.toString());
    keys.forEach((key) => params.delete(key));
    const query = params.toString();
    // ok: next.redirect.request-param-redirect
    router.push(query ? `${window.location.pathname}?${query}` : window.location.pathname);
  };

  const dismiss = () => {
    const url = new URL(window.location.href);
    url.searchParams.delete('added');
    url.searchParams.delete('continue');
    // ok: next.redirect.request-param-redirect
    router.push(url.toString());
  };

  // a part cut out of the address is the link's choice, not the page's own place
  const resume = () => {
    // ruleid: next.redirect.request-param-redirect
    router.push(window.location.href.split('returnTo=')[1] ?? '/');
  };

  const resumeLater = () => {
    const here = window.location.href;
    // ruleid: next.redirect.request-param-redirect
    router.push(here.split('returnTo=')[1] ?? '/');
  };

  // the page's fragment appended to a path of the code's own: a fragment cannot leave the site
  const keepTab = (tab: 'sent' | 'received') => {
    // ok: next.redirect.request-param-redirect
    router.replace(pathFor(tab) + window.location.hash, { scroll: false });
  };

  // the fragment's text, its `#` cut off, as the whole target: `#//evil.example` goes off-site
  const followHash = () => {
    // ruleid: next.redirect.request-param-redirect
    router.push(window.location.hash.slice(1));
  };

  const back = () => {
    // ruleid: next.redirect.request-param-redirect
    router.replace(new URL(window.location.href).searchParams.get('from') ?? '/');
  };

  return (
    <div>
      <button onClick={reset}>Reset</button>
      <button onClick={dismiss}>Dismiss</button>
      <button onClick={resume}>Resume</button>
      <button onClick={back}>Back</button>
    </div>
  );
}
