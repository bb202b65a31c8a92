import { track } from './analytics';

export function finishLogin() {
  const params = new URLSearchParams(window.location.search);
  track('login');
  // ruleid: js.redirect.location-from-url
  window.location.href = params.get('next') || '/';
}

export function finishLoginSafe() {
  const params = new URLSearchParams(window.location.search);
  const next = params.get('next') ?? '/';
  const target = next.startsWith('/') && !next.startsWith('//') ? next : '/';
  // ok: js.redirect.location-from-url
  window.location.href = target;
}

export function openFromHash() {
  // ruleid: js.redirect.location-from-url
  location.assign(decodeURIComponent(location.hash.slice(1)));
}

export function continueTo() {
  const dest = new URLSearchParams(location.search).get('continue');
  // ruleid: js.redirect.location-from-url
  window.location.replace(dest);
}

export function search(params: URLSearchParams) {
  // ok: js.redirect.location-from-url
  window.location.href = `/search?q=${encodeURIComponent(params.get('q') ?? '')}`;
}
