import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { prisma } from '@/lib/db';
import { auth } from '@/auth';

const MAX_PAGE_SIZE = 50;

const Query = z.object({
  q: z.string().max(100).optional(),
  category: z.string().max(50).optional(),
  cursor: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});

const NewProduct = z
  .object({
    name: z.string().min(1).max(120),
    priceCents: z.number().int().min(0).max(10_000_000),
    category: z.string().min(1).max(50),
  })
  .strict();

export async function GET(request: NextRequest) {
  const parsed = Query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) {
    return NextResponse.json({ error: 'Invalid query' }, { status: 400 });
  }
  const { q, category, cursor, limit } = parsed.data;

  const products = await prisma.product.findMany({
    where: {
      published: true,
      category,
      name: q ? { contains: q, mode: 'insensitive' } : undefined,
    },
    take: limit + 1,
    cursor: cursor ? { id: cursor } : undefined,
    orderBy: { createdAt: 'desc' },
    select: { id: true, name: true, priceCents: true, category: true },
  });

  const hasMore = products.length > limit;
  return NextResponse.json(
    { items: products.slice(0, limit), nextCursor: hasMore ? products[limit - 1].id : null },
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  );
}

export async function POST(request: NextRequest) {
  const session = await auth();
  if (!session?.user) {
    return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  }
  if (session.user.role !== 'admin') {
    return NextResponse.json({ error: 'Forbidden' }, { status: 403 });
  }

  const parsed = NewProduct.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return NextResponse.json({ error: 'Invalid product' }, { status: 400 });
  }

  try {
    const product = await prisma.product.create({
      data: { ...parsed.data, createdById: session.user.id },
      select: { id: true },
    });
    return NextResponse.json(product, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error('create product failed', error);
    return NextResponse.json({ error: 'Could not create the product' }, { status: 500 });
  }
}
