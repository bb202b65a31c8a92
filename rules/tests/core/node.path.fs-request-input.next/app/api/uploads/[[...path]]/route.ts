// Next 15: the catch-all segments arrive in an awaited params Promise
import { NextRequest, NextResponse } from 'next/server';
import { createReadStream, readFileSync } from 'fs';
import { resolve, sep } from 'path';

export const GET = async (request: NextRequest, context: { params: Promise<{ path?: string[] }> }) => {
  const { path } = await context.params;
  const base = resolve(process.env.UPLOAD_DIRECTORY!);
  const filePath = resolve(base, (path ?? []).join('/'));
  // the base itself, or a path inside it: nothing else gets past the exit
  if (filePath !== base && !filePath.startsWith(base + sep)) {
    return new NextResponse('Not found', { status: 404 });
  }
  // ok: node.path.fs-request-input
  return new Response(createReadStream(filePath) as unknown as BodyInit);
};

export const POST = async (request: NextRequest, context: { params: Promise<{ path?: string[] }> }) => {
  const { path } = await context.params;
  const strict = request.headers.get('x-strict') === '1';
  const base = resolve(process.env.UPLOAD_DIRECTORY!);
  const filePath = resolve(base, (path ?? []).join('/'));
  // checked only when the caller asks for it
  if (strict && !filePath.startsWith(base + sep)) {
    return new NextResponse('Not found', { status: 404 });
  }
  // ruleid: node.path.fs-request-input
  return new Response(readFileSync(filePath));
};
