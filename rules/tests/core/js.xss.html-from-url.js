/* global $, DOMPurify */
import { escapeHtml } from './escape';

// a search page echoes the query it was opened with
export function showSearchHeading() {
  const params = new URLSearchParams(window.location.search);
  const q = params.get('q') || '';
  // ruleid: js.xss.html-from-url
  document.querySelector('#heading').innerHTML = `Results for <b>${q}</b>`;
}

export function showSearchHeadingSafe() {
  const params = new URLSearchParams(window.location.search);
  const q = params.get('q') || '';
  // ok: js.xss.html-from-url
  document.querySelector('#heading').innerHTML = `Results for <b>${escapeHtml(q)}</b>`;
}

// the tab named in the fragment is shown with its title
function openTab(name) {
  // ruleid: js.xss.html-from-url
  $('#tab-title').html(decodeURIComponent(name));
}
openTab(location.hash.slice(1));

// a widget frame renders what its host page posts to it
window.addEventListener('message', (event) => {
  if (event.data.type !== 'render') return;
  // ruleid: js.xss.html-from-url
  document.body.insertAdjacentHTML('beforeend', event.data.html);
});

window.addEventListener('message', (event) => {
  if (event.data.type !== 'render') return;
  // ok: js.xss.html-from-url
  document.body.insertAdjacentHTML('beforeend', DOMPurify.sanitize(event.data.html));
});

export function listPages() {
  const page = Number(new URLSearchParams(location.search).get('page')) || 1;
  // ok: js.xss.html-from-url
  $('#pager').append(`<li class="current">${page}</li>`);
  const ref = document.referrer;
  // ruleid: js.xss.html-from-url
  $('#back').append(`<a href="${ref}">Back</a>`);
}

// the app's own constant markup and data it fetched are not the URL's
export function renderNotice(notice) {
  // ok: js.xss.html-from-url
  document.querySelector('#notice').innerHTML = '<p class="empty">No notices</p>';
  // ok: js.xss.html-from-url
  $('#notice-body').html(notice.body);
}

// the sender checked against the origin the widget trusts: its own parent app's HTML
window.addEventListener('message', (event) => {
  if (event.origin !== 'https://app.example.com') return;
  // ok: js.xss.html-from-url
  document.getElementById('panel').innerHTML = event.data.html;
});

// a highlighter bundle: its own worker answers with the markup it produced. A Worker's messages come
// from the app's script; that the bundle's wrapper also registers a window listener elsewhere does
// not make this handler one
(function (root) {
  root.addEventListener('message', (event) => {
    if (event.origin === root.location.origin) root.highlightAll();
  });
  root.highlightInWorker = function (element, code) {
    const worker = new Worker('/js/highlight-worker.js');
    worker.onmessage = function (e) {
      // ok: js.xss.html-from-url
      element.innerHTML = e.data;
    };
    worker.postMessage(JSON.stringify({ code }));
  };
})(window);

// a handler declared apart and passed by name reads the same message data
function showNotice(event) {
  // ruleid: js.xss.html-from-url
  document.getElementById('notice').innerHTML = event.data.notice;
}
window.addEventListener('message', showNotice);

// the same handler, checking who sent it first
function showCheckedNotice(event) {
  if (event.origin !== window.location.origin) return;
  // ok: js.xss.html-from-url
  document.getElementById('notice').innerHTML = event.data.notice;
}
window.addEventListener('message', showCheckedNotice);
