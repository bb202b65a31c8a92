import { NextResponse } from 'next/server';
import { z } from 'zod';
import { prisma } from '../../../lib/db';

const listSchema = z.object({
  limit: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.coerce.number().min(1).max(100).default(20),
  ),
  offset: z.preprocess((v) => (v === null ? undefined : v), z.coerce.number().min(0).default(0)),
});

const searchSchema = z.object({
  q: z.string().min(1),
  limit: z.coerce.number().min(1).default(20),
});

export async function GET(request: Request) {
  const { searchParams } = new URL(request.url);
  const { limit, offset } = listSchema.parse({
    // ok: node.api.unbounded-page-size
    limit: searchParams.get('limit'),
    offset: searchParams.get('offset'),
  });
  const files = await prisma.file.findMany({ take: limit, skip: offset, orderBy: { createdAt: 'desc' } });
  return NextResponse.json(files);
}

export async function POST(request: Request) {
  const { searchParams } = new URL(request.url);
  const parsed = searchSchema.safeParse({
    q: searchParams.get('q'),
    // ruleid: node.api.unbounded-page-size
    limit: searchParams.get('limit'),
  });
  if (!parsed.success) return NextResponse.json({ error: 'bad query' }, { status: 400 });
  const files = await prisma.file.findMany({
    where: { name: { contains: parsed.data.q } },
    take: parsed.data.limit,
  });
  return NextResponse.json(files);
}
