// A mint demultiplexer: forwards each request to one of two upstreams the operator configures
const NEW = process.env.NEW_MINT || "http://mint:3338";
const OLD = process.env.OLD_MINT || "http://mint-old:3338";

async function proxy(base: string, method: string, path: string, body?: ArrayBuffer): Promise<Response> {
  // every caller passes a configured origin and the request's path (always `/` first) with its query
  // ok: node.ssrf.request-url
  const r = await fetch(`${base}${path}`, { method, body });
  return new Response(await r.text(), { status: r.status });
}

async function forward(target: string): Promise<Response> {
  // the target is the caller's own query value: `@attacker.example/` turns the base into credentials
  // ruleid: node.ssrf.request-url
  return fetch(`${NEW}${target}`);
}

Bun.serve({
  port: 3341,
  async fetch(req) {
    const url = new URL(req.url);
    const path = url.pathname;
    const ps = path + url.search;
    if (path === "/v1/forward") return forward(url.searchParams.get("to") || "/");
    if (path.startsWith("/v1/keys/")) return proxy(path.endsWith("old") ? OLD : NEW, "GET", ps);
    if (req.method === "GET") {
      // ok: node.ssrf.request-url
      return fetch(`${NEW}${path + url.search}`);
    }
    const upstream = url.searchParams.get("upstream");
    // ruleid: node.ssrf.request-url
    return fetch(`${upstream}${ps}`, { method: "POST", body: await req.arrayBuffer() });
  },
});
