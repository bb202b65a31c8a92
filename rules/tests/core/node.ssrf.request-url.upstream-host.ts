// Route handlers that proxy the request to a fixed upstream: the caller picks the path, not the host.
const UPSTREAM = 'https://docs.example-cms.com';

export async function GET(request: Request) {
  const url = new URL(request.url);
  const upstreamUrl = request.url.replace(url.origin, UPSTREAM);
  // ok: node.ssrf.request-url
  const res = await fetch(upstreamUrl, { method: request.method });
  return new Response(res.body, { status: res.status });
}

export async function HEAD(request: Request) {
  const target = new URL(request.url);
  target.host = 'status.example-cms.com';
  target.protocol = 'https:';
  // ok: node.ssrf.request-url
  return fetch(target, { method: 'HEAD' });
}

export async function POST(request: Request) {
  const target = new URL(request.url);
  target.hostname = 'api.example-cms.com';
  // the query still names another URL: that is the caller's
  const callback = target.searchParams.get('callback');
  // ok: node.ssrf.request-url
  await fetch(target.toString(), { method: 'POST', body: await request.text() });
  // ruleid: node.ssrf.request-url
  return fetch(callback!);
}

export async function PUT(request: Request) {
  const url = new URL(request.url);
  const mirror = url.searchParams.get('mirror') ?? '';
  // the replacement comes from the query: the caller chooses the host
  // ruleid: node.ssrf.request-url
  return fetch(request.url.replace(url.origin, mirror), { method: 'PUT', body: request.body });
}

export async function PATCH(request: Request) {
  const url = new URL(request.url);
  if (url.searchParams.has('eu')) {
    url.hostname = 'eu.example-cms.com';
  }
  // only some requests get the fixed host: the others go where the Host header says
  // ruleid: node.ssrf.request-url
  return fetch(url, { method: 'PATCH', body: request.body });
}
