// A Next.js route handler: the file holds none of req.query/req.params, only the Web Request API
import { NextRequest, NextResponse } from 'next/server';
import { readFile, writeFile } from 'fs/promises';
import path from 'path';

const UPLOADS = path.join(process.cwd(), 'uploads');

export async function GET(request: NextRequest) {
  const name = request.nextUrl.searchParams.get('name') ?? '';
  // ruleid: node.path.fs-request-input
  const data = await readFile(`${UPLOADS}/${name}`);
  return new NextResponse(data);
}

export async function PUT(request: NextRequest) {
  const { filename, content } = await request.json();
  // ruleid: node.path.fs-request-input
  await writeFile(UPLOADS + '/' + filename, content);
  return NextResponse.json({ ok: true });
}

export async function POST(request: NextRequest) {
  const { filename, content } = await request.json();
  // ok: node.path.fs-request-input
  await writeFile(path.join(UPLOADS, path.basename(String(filename))), content);
  return NextResponse.json({ ok: true });
}
