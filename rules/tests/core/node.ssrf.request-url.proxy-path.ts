// An SDK route handler that proxies tracking calls to the analytics API the developer configured:
// only the path after `/track` is taken from the request.
type Options = { apiUrl?: string };
const DEFAULT_API_URL = 'https://api.example.dev';

async function forward(req: Request, apiUrl: string, apiPath: string) {
  // ok: node.ssrf.request-url
  const res = await fetch(`${apiUrl}${apiPath}`, { method: req.method, body: await req.text() });
  return new Response(await res.text(), { status: res.status });
}

export function createRouteHandler(options?: Options) {
  const apiUrl = options?.apiUrl ?? DEFAULT_API_URL;
  return async function handler(req: Request) {
    const url = new URL(req.url);
    const pathname = url.pathname;
    const at = pathname.indexOf('/track');
    if (at === -1) return new Response('Not found', { status: 404 });
    const apiPath = pathname.substring(at);
    return forward(req, apiUrl, apiPath);
  };
}

// the whole pathname after the configured upstream: still a path on that host
export async function GET(req: Request) {
  const url = new URL(req.url);
  // ok: node.ssrf.request-url
  return fetch(`${process.env.upstream}${url.pathname}`);
}

// a part the caller writes right after the host can move the request (`@evil.example/`)
export async function POST(req: Request) {
  const { searchParams } = new URL(req.url);
  const suffix = searchParams.get('path') ?? '';
  // ruleid: node.ssrf.request-url
  return fetch(`https://api.example.dev${suffix}`);
}

// a base the caller names is no base of the code's
export async function PUT(req: Request) {
  const { searchParams } = new URL(req.url);
  const base = searchParams.get('base');
  const url = new URL(req.url);
  // ruleid: node.ssrf.request-url
  return fetch(`${base}${url.pathname}`);
}

// the same helper shape, but one caller hands it a path the query chose
async function relay(base: string, rest: string) {
  // ruleid: node.ssrf.request-url
  return fetch(`${base}${rest}`);
}

export async function PATCH(req: Request) {
  const url = new URL(req.url);
  await relay(DEFAULT_API_URL, url.pathname);
  return relay(DEFAULT_API_URL, url.searchParams.get('rest') ?? '');
}
