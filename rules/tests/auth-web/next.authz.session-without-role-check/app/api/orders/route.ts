import { auth } from '@/auth';
import { prisma } from '@/lib/prisma';
import { orderSchema } from '@/lib/validation';

// ruleid: next.authz.session-without-role-check
export const GET = auth(async function GET(req) {
  if (!req.auth) {
    return Response.json({ message: 'Not authenticated' }, { status: 401 });
  }
  const orders = await prisma.order.findMany({
    include: { items: true },
    orderBy: { createdAt: 'desc' },
    take: 50,
  });
  return Response.json(orders);
});

// ok: next.authz.session-without-role-check
export const POST = auth(async function POST(req) {
  if (!req.auth?.user) {
    return Response.json({ message: 'Not authenticated' }, { status: 401 });
  }
  const parsed = orderSchema.safeParse(await req.json());
  if (!parsed.success) return Response.json(parsed.error.flatten(), { status: 400 });
  const order = await prisma.order.create({
    data: { ...parsed.data, customerId: req.auth.user.id },
  });
  return Response.json(order, { status: 201 });
});
