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
  const target = next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
  // ok: js.redirect.location-from-url
  window.location.href = target;
}

// `//` rejected but not `/\`: the browser reads `/\evil.example` as `//evil.example`
export function finishLoginSlashOnly() {
  const params = new URLSearchParams(window.location.search);
  const next = params.get('next') ?? '/';
  const target = next.startsWith('/') && !next.startsWith('//') ? next : '/';
  // ruleid: js.redirect.location-from-url
  window.location.href = target;
}

export function finishLoginSecondCharacter() {
  const next = new URLSearchParams(window.location.search).get('next') ?? '/';
  const target = next.startsWith('/') && next[1] !== '/' && next[1] !== '\\' ? next : '/';
  // ok: js.redirect.location-from-url
  window.location.href = target;
}

export function finishLoginNormalised() {
  const raw = new URLSearchParams(window.location.search).get('next') ?? '/';
  const next = raw.replace(/\\/g, '/');
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

// A browser extension's content script hands the page over to the native app: the custom
// scheme is fixed, only the path comes from the address, so only the app can open it.
export function openInApp() {
  // ok: js.redirect.location-from-url
  window.location.replace(`acmesocial:/${window.location.pathname}`);
}

export function openInAppWithQuery() {
  const post = new URLSearchParams(window.location.search).get('post');
  // ok: js.redirect.location-from-url
  window.location.href = 'acmesocial://post/' + post;
}

export function openFallback() {
  const target = new URLSearchParams(window.location.search).get('target');
  // a web scheme with the host taken from the address is anyone's site
  // ruleid: js.redirect.location-from-url
  window.location.href = 'https:' + target;
}

export function openAndroidIntent() {
  const path = new URLSearchParams(window.location.search).get('path');
  // an intent: URL names its own fallback URL and target package
  // ruleid: js.redirect.location-from-url
  window.location.href = `intent:${path}`;
}

// The page's own address as the start of the target: its scheme and host come first, so the
// navigation stays on the page's origin whatever follows.
export function goHome() {
  // ok: js.redirect.location-from-url
  window.location.href = window.location.href + '/../..';
}

export function openRecentPad(name: string) {
  const padPath = `${window.location.href}p/${name}`;
  // ok: js.redirect.location-from-url
  window.location.href = padPath;
}

export function leavePad() {
  // ok: js.redirect.location-from-url
  document.location = document.location.href.substring(0, document.location.href.lastIndexOf('/'));
}

export function dropQuery() {
  // ok: js.redirect.location-from-url
  location.assign(location.href.split('?')[0]);
}

export function continueTo() {
  // the address's query taken apart is still the attacker's link
  // ruleid: js.redirect.location-from-url
  window.location.href = window.location.href.split('next=')[1];
}

export function continueAfter() {
  // a slice that does not start at the address's start
  // ruleid: js.redirect.location-from-url
  location.replace(location.href.substring(location.href.indexOf('#') + 1));
}
