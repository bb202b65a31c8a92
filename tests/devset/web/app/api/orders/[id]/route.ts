import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { prisma } from '@/lib/db';
import { auth } from '@/auth';
import { logger } from '@/lib/logger';

const OrderPatch = z
  .object({
    shippingAddress: z.string().min(5).max(500).optional(),
    note: z.string().max(1000).optional(),
  })
  .strict();

type Ctx = { params: Promise<{ id: string }> };

export async function GET(_request: NextRequest, ctx: Ctx) {
  const session = await auth();
  if (!session?.user) {
    return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  }

  // ruleid: next.authz.route-handler-missing-owner-check
  const { id } = await ctx.params;
  try {
    const order = await prisma.order.findUnique({
      where: { id },
      include: { items: true, payments: true },
    });
    if (!order) return NextResponse.json({ error: 'Not found' }, { status: 404 });
    return NextResponse.json(order);
  } catch (error) {
    logger.error({ error, orderId: id }, 'order lookup failed');
    // ruleid: node.error.caught-message-in-response
    return NextResponse.json({ error: (error as Error).message }, { status: 500 });
  }
}

export async function PATCH(request: NextRequest, ctx: Ctx) {
  const session = await auth();
  if (!session?.user) {
    return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  }

  const { id } = await ctx.params;
  const parsed = OrderPatch.safeParse(await request.json());
  if (!parsed.success) {
    return NextResponse.json({ error: 'Invalid request' }, { status: 400 });
  }

  const result = await prisma.order.updateMany({
    where: { id, userId: session.user.id, status: 'pending' },
    data: parsed.data,
  });
  if (result.count === 0) {
    return NextResponse.json({ error: 'Not found' }, { status: 404 });
  }
  return NextResponse.json({ ok: true });
}

export async function DELETE(request: NextRequest, ctx: Ctx) {
  const session = await auth();
  if (!session?.user) {
    return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  }

  const { id } = await ctx.params;
  const order = await prisma.order.findUnique({ where: { id } });
  if (!order || order.userId !== session.user.id) {
    return NextResponse.json({ error: 'Not found' }, { status: 404 });
  }

  await prisma.order.delete({ where: { id: order.id } });
  const next = request.nextUrl.searchParams.get('next') ?? '/orders';
  // ruleid: next.redirect.response-redirect-user-url
  return NextResponse.redirect(new URL(next, request.url), 303);
}
