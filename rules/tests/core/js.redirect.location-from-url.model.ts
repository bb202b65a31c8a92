// Browser navigation on the value model: sources of the page's address and other windows.

export function listenForNavigation() {
  window.addEventListener('message', (event) => {
    if (event.data?.type !== 'navigate') return;
    // ruleid: js.redirect.location-from-url
    window.location.href = event.data.url;
  });
}

export function backToReferrer() {
  const back = document.referrer;
  // ruleid: js.redirect.location-from-url
  location.assign(back);
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
  if (!next.startsWith('/') || next.startsWith('//')) return;
  // ok: js.redirect.location-from-url
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
