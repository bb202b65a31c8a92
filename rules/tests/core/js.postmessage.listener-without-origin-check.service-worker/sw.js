// Offline cache and update prompt, registered by the app with navigator.serviceWorker.register('/sw.js').
// Only same-origin pages the worker controls can post to it, so its `message` event needs no origin check.
const CACHE_VERSION = 'v42';
const PRECACHE = ['/', '/index.html', '/manifest.json'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE_VERSION).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  event.respondWith(caches.match(event.request).then((hit) => hit || fetch(event.request)));
});

// ok: js.postmessage.listener-without-origin-check
self.addEventListener('message', (event) => {
  const { type, url } = event.data;
  if (type === 'SKIP_WAITING') {
    self.skipWaiting();
  } else if (type === 'PREFETCH') {
    event.waitUntil(caches.open(CACHE_VERSION).then((cache) => cache.add(url)));
  } else if (type === 'GET_VERSION') {
    event.ports[0].postMessage({ version: CACHE_VERSION });
  }
});
