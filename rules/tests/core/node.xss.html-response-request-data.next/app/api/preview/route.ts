export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  // ruleid: node.xss.html-response-request-data
  return new Response(`<p>Preview of ${slug}</p>`, { headers: { 'Content-Type': 'text/html' } });
}

export async function HEAD(request: Request) {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  // ok: node.xss.html-response-request-data
  return new Response(`<p>Page ${page}</p>`, { headers: { 'Content-Type': 'text/html' } });
}
