import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';
import { getServerSession } from 'next-auth';
import { authOptions } from '@/lib/auth-options';

// Public blog posts: anyone may read a published post by id.
export async function GET(_request: Request, { params }: { params: { id: string } }) {
  const post = await prisma.post.findUnique({
    // ok: next.authz.route-handler-missing-owner-check
    where: { id: params.id },
    select: { id: true, title: true, body: true, publishedAt: true },
  });
  if (!post?.publishedAt) return NextResponse.json({ error: 'Not found' }, { status: 404 });
  return NextResponse.json(post);
}

export async function PUT(request: Request, { params }: { params: { id: string } }) {
  const session = await getServerSession(authOptions);
  if (!session) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  const { title, body } = await request.json();
  const post = await prisma.post.update({
    // ruleid: next.authz.route-handler-missing-owner-check
    where: { id: params.id },
    data: { title: String(title).slice(0, 200), body: String(body) },
  });
  return NextResponse.json(post);
}

export async function POST(_request: Request, { params }: { params: { id: string } }) {
  const session = await getServerSession(authOptions);
  const post = await prisma.post.findFirst({
    // ok: next.authz.route-handler-missing-owner-check
    where: { id: params.id, published: true },
  });
  if (!post) return NextResponse.json({ error: 'Not found' }, { status: 404 });
  await prisma.view.create({ data: { postId: post.id, viewerId: session?.user?.id ?? null } });
  return NextResponse.json({ ok: true });
}
