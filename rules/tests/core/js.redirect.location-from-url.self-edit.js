// A self-hosted music server's admin page: after a settings change it reloads itself on the new
// scheme or port, and logs out to its own login page. The page's own address, edited by literals,
// keeps its origin: the attacker controls only the path and query, which these edits never move
// into the host.

export function switchToHttp() {
  setTimeout(() => {
    // ok: js.redirect.location-from-url
    window.location.href = window.location.href.replace('https://', 'http://');
  }, 4000);
}

export function switchPort(oldPort, newPort) {
  // ok: js.redirect.location-from-url
  window.location.href = window.location.href.replace(`:${oldPort}`, `:${newPort}`);
}

export function logout() {
  localStorage.removeItem('token');
  // ok: js.redirect.location-from-url
  document.location.assign(window.location.href.replace('/admin', '') + (window.location.href.slice(-1) === '/' ? '' : '/') + 'login');
}

export function goToPlayer() {
  // ok: js.redirect.location-from-url
  window.location.assign(window.location.href.replace('/admin', ''));
}

// the replacement is read from the address: anything the query names
export function continueAfterLogin() {
  const next = new URLSearchParams(window.location.search).get('next');
  // ruleid: js.redirect.location-from-url
  window.location.assign(window.location.href.replace('/login', next));
}

// the address's query, not the address edited: still the attacker's choice
export function openTarget() {
  // ruleid: js.redirect.location-from-url
  window.location.href = window.location.href.split('?target=')[1];
}
