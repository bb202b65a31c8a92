import { NextResponse } from 'next/server';
import { prisma } from '../../../lib/db';
import { exportQuery, messagesQuery } from '../../../lib/messages/validation';

export async function GET(request: Request) {
  const { searchParams } = new URL(request.url);
  const query = messagesQuery.pick({ folder: true, limit: true, cursor: true }).parse({
    folder: searchParams.get('folder'),
    // ok: node.api.unbounded-page-size
    limit: searchParams.get('limit'),
    cursor: searchParams.get('cursor'),
  });
  const messages = await prisma.message.findMany({
    where: { folder: query.folder ?? 'inbox' },
    take: query.limit ?? 50,
    cursor: query.cursor ? { id: query.cursor } : undefined,
  });
  return NextResponse.json(messages);
}

export async function POST(request: Request) {
  const { searchParams } = new URL(request.url);
  const query = exportQuery.parse({
    // ruleid: node.api.unbounded-page-size
    limit: searchParams.get('limit'),
    since: searchParams.get('since'),
  });
  const messages = await prisma.message.findMany({
    where: { createdAt: { gte: query.since ?? undefined } },
    take: query.limit ?? 50,
  });
  return NextResponse.json(messages);
}
