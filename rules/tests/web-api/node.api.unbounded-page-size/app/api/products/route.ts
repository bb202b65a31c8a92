import { NextResponse, type NextRequest } from 'next/server';
import { prisma } from '@/lib/db';

const MAX_PAGE_SIZE = 100;

export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const category = searchParams.get('category') ?? undefined;
  const products = await prisma.product.findMany({
    where: { category, published: true },
    // ruleid: node.api.unbounded-page-size
    take: Number(searchParams.get('limit') ?? 20),
    skip: Number(searchParams.get('offset') ?? 0),
    orderBy: { createdAt: 'desc' },
  });
  return NextResponse.json(products);
}

export async function POST(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const pageSize = Math.min(Number(searchParams.get('pageSize') ?? 20), MAX_PAGE_SIZE);
  const ids: string[] = (await request.json()).ids ?? [];
  const products = await prisma.product.findMany({
    where: { id: { in: ids.slice(0, MAX_PAGE_SIZE) } },
    // ok: node.api.unbounded-page-size
    take: pageSize,
  });
  return NextResponse.json(products);
}
