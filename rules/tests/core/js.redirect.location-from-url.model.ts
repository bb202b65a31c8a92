// Browser navigation on the value model: sources of the page's address and other windows.

export function listenForNavigation() {
  window.addEventListener('message', (event) => {
    if (event.data?.type !== 'navigate') return;
    // ruleid: js.redirect.location-from-url
    window.location.href = event.data.url;
  });
}

// back to the page the user came from: what history.back() does (a referrer is never javascript:)
export function backToReferrer() {
  const back = document.referrer;
  // ok: js.redirect.location-from-url
  location.assign(back);
}

// a part cut out of the referrer is the link's choice
export function referrerNext() {
  const next = document.referrer.split('next=')[1];
  // ruleid: js.redirect.location-from-url
  location.assign(next);
}

// the same page again, without the empty fragment
export function reload() {
  let url = window.location.href;
  url = url.replace(/#$/, '');
  // ok: js.redirect.location-from-url
  window.location.href = url;
}

// a query parameter taken out of the page's own address
export function continueFromHref() {
  const url = window.location.href;
  // ruleid: js.redirect.location-from-url
  window.location.href = decodeURIComponent(url.split('?next=')[1]);
}

// the page's own path with a suffix: a page of this site
export function showTimeSlider() {
  // ok: js.redirect.location-from-url
  document.location = `${document.location.pathname}/timeslider`;
}

// a URL object on the page's own address, only its path replaced: it cannot leave the origin
export function loginWithJwt(redirectPath: string) {
  const safeUrl = new URL(window.location.href);
  safeUrl.hash = '';
  safeUrl.search = '';
  safeUrl.pathname = redirectPath;
  // ok: js.redirect.location-from-url
  window.location.href = safeUrl.toString();
}

// ... but its query parameter read back is the link's
export function nextFromUrlObject() {
  const url = new URL(window.location.href);
  // ruleid: js.redirect.location-from-url
  window.location.href = url.searchParams.get('next') ?? '/';
}

// ... and its host set from the query moves it elsewhere
export function regionFromUrlObject() {
  const url = new URL(window.location.href);
  url.host = new URLSearchParams(window.location.search).get('region') ?? 'eu.example.com';
  // ruleid: js.redirect.location-from-url
  window.location.href = url.toString();
}

// a message from the site's own service worker (a push notification clicked), not another window
export function listenToServiceWorker() {
  navigator.serviceWorker.addEventListener('message', (event) => {
    const { url } = event.data;
    // ok: js.redirect.location-from-url
    window.location.href = url;
  });
}

export function continueAfterLogin() {
  const next = new URLSearchParams(window.location.search).get('next') ?? '/';
  // a '/' prefix alone: //evil.example passes
  if (!next.startsWith('/')) return;
  // ruleid: js.redirect.location-from-url
  window.location.replace(next);
}

export function continueAfterLoginChecked() {
  const next = new URLSearchParams(window.location.search).get('next') ?? '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return;
  // ok: js.redirect.location-from-url
  window.location.replace(next);
}

export function continueAfterLoginSlashOnly() {
  const next = new URLSearchParams(window.location.search).get('next') ?? '/';
  if (!next.startsWith('/') || next.startsWith('//')) return;
  // ruleid: js.redirect.location-from-url
  window.location.replace(next);
}

export function openSection() {
  const section = new URLSearchParams(location.search).get('section');
  // ok: js.redirect.location-from-url
  window.location.href = `/docs/${encodeURIComponent(section ?? 'intro')}`;
}

export function goToPage() {
  const page = Number(new URLSearchParams(location.search).get('page'));
  // ok: js.redirect.location-from-url
  location.href = '?page=' + (page + 1);
}
