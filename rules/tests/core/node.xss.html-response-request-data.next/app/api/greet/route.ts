import { NextRequest, NextResponse } from 'next/server';
import { escapeHtml } from '@/lib/html';

export async function GET(request: NextRequest) {
  const name = request.nextUrl.searchParams.get('name') ?? 'guest';
  const page = `<!doctype html><html><body><h1>Hello ${name}</h1></body></html>`;
  // ruleid: node.xss.html-response-request-data
  return new NextResponse(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

export async function POST(request: Request) {
  const { title } = await request.json();
  // ruleid: node.xss.html-response-request-data
  return new Response('<h2>' + title + '</h2>', { status: 201, headers: { 'content-type': 'text/html' } });
}

export async function PUT(request: NextRequest) {
  const name = request.nextUrl.searchParams.get('name') ?? 'guest';
  // ok: node.xss.html-response-request-data
  return new NextResponse(`<h1>Hello ${escapeHtml(name)}</h1>`, { headers: { 'Content-Type': 'text/html' } });
}

export async function PATCH(request: NextRequest) {
  const name = request.nextUrl.searchParams.get('name') ?? 'guest';
  // ok: node.xss.html-response-request-data
  return NextResponse.json({ greeting: `Hello ${name}` });
}

export async function DELETE(request: NextRequest) {
  const name = request.nextUrl.searchParams.get('name') ?? 'guest';
  // ok: node.xss.html-response-request-data
  return new Response(`deleted ${name}`, { headers: { 'Content-Type': 'text/plain' } });
}
