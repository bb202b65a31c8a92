// SSRF on the value model: where the URL's origin comes from, not how the call looks.
import axios from 'axios';
import { NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';

const METADATA_PROXY = 'https://link-preview.example.com';
const PROVIDERS = ['github', 'gitlab'] as const;

// Next.js route handler: the target is a search parameter, held in a variable first
export async function GET(request: NextRequest) {
  const target = request.nextUrl.searchParams.get('url') ?? '';
  const page = new URL(target);
  // ruleid: node.ssrf.request-url
  const response = await fetch(page);
  return new NextResponse(await response.text());
}

// the host is fixed by the code; the caller picks a path segment only
export async function POST(request: NextRequest) {
  const { slug } = await request.json();
  const endpoint = `${METADATA_PROXY}/v1/preview/${encodeURIComponent(slug)}`;
  // ok: node.ssrf.request-url
  const response = await fetch(endpoint, { method: 'POST' });
  return NextResponse.json(await response.json());
}

// a relative path on the same host
export async function PUT(request: NextRequest) {
  const id = request.nextUrl.searchParams.get('id');
  // ok: node.ssrf.request-url
  const res = await fetch(`/api/internal/jobs/${id}`);
  return NextResponse.json(await res.json());
}

// scheme fixed, host chosen by the caller
export async function DELETE(request: NextRequest) {
  const host = request.nextUrl.searchParams.get('host');
  // ruleid: node.ssrf.request-url
  await fetch(`https://${host}/hooks/uninstall`, { method: 'POST' });
  return new NextResponse(null, { status: 204 });
}

// the host is allow-listed by equality before the request
export async function PATCH(request: NextRequest) {
  const { provider } = await request.json();
  if (!PROVIDERS.includes(provider)) return NextResponse.json({ error: 'unknown provider' }, { status: 400 });
  // ok: node.ssrf.request-url
  const meta = await axios.get(`https://${provider}.com/.well-known/openid-configuration`);
  return NextResponse.json(meta.data);
}

// the URL is checked by the project's own guard, which throws
export async function HEAD(request: NextRequest) {
  const url = request.nextUrl.searchParams.get('feed') ?? '';
  await assertSafeUrl(url);
  // ok: node.ssrf.request-url
  const res = await fetch(url, { method: 'HEAD', redirect: 'manual' });
  return new NextResponse(null, { status: res.status });
}

// server action: any client may call it with any argument
export async function importFeed(feedUrl: string) {
  'use server';
  // ruleid: node.ssrf.request-url
  const res = await fetch(feedUrl);
  return (await res.text()).length;
}

// a configured base URL (a constant named in capitals) with the caller's value in its query
export async function OPTIONS(request: NextRequest) {
  const domain = request.nextUrl.searchParams.get('domain');
  // ok: node.ssrf.request-url
  const res = await fetch(`${FAVICON_SERVICE_URL}${domain}`, { method: 'HEAD' });
  return NextResponse.json({ exists: res.ok });
}

// a GraphQL helper's `query` argument is its own; the store's domain is not a request value here
// (an exported fetch helper's parameter is no source for this rule: apps export fetch wrappers by
// the dozen, fetchWithTimeout(input), and most run in the browser, where no request is forged)
export async function storeGraphql({ storeDomain, query }: { storeDomain: string; query: string }) {
  // ok: node.ssrf.request-url
  const res = await fetch(`https://${storeDomain}/admin/api/graphql.json`, { method: 'POST', body: JSON.stringify({ query }) });
  return res.json();
}

declare const FAVICON_SERVICE_URL: string;
declare function assertSafeUrl(url: string): Promise<void>;
