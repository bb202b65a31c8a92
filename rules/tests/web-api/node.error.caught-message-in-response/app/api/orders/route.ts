import { NextResponse } from 'next/server';
import { ZodError, z } from 'zod';
import { prisma } from '@/lib/db';
import { requireUser } from '@/lib/auth';
import { stripe, webhookSecret } from '@/lib/stripe';

const CreateOrder = z.object({ sku: z.string().min(1), quantity: z.number().int().min(1).max(50) });

export async function POST(request: Request) {
  const user = await requireUser();
  try {
    const input = CreateOrder.parse(await request.json());
    const order = await prisma.order.create({ data: { ...input, userId: user.id } });
    return NextResponse.json(order, { status: 201 });
  } catch (error) {
    if (error instanceof ZodError) {
      // ok: node.error.caught-message-in-response
      return NextResponse.json({ error: error.message }, { status: 400 });
    }
    console.error('create order failed', error);
    return NextResponse.json({ error: 'Could not create the order' }, { status: 500 });
  }
}

export async function GET() {
  const user = await requireUser();
  try {
    const orders = await prisma.order.findMany({ where: { userId: user.id }, take: 50 });
    return NextResponse.json(orders);
  } catch (err) {
    // ruleid: node.error.caught-message-in-response
    return NextResponse.json({ error: (err as Error).message ?? 'failed' }, { status: 500 });
  }
}

export async function DELETE() {
  const user = await requireUser();
  try {
    await prisma.order.deleteMany({ where: { userId: user.id, status: 'draft' } });
    return new NextResponse(null, { status: 204 });
  } catch (e: any) {
    // ruleid: node.error.caught-message-in-response
    return new NextResponse(JSON.stringify({ message: e.message }), { status: 500 });
  }
}

export async function PUT(request: Request) {
  const body = await request.text();
  let event: { type: string };
  try {
    event = stripe.webhooks.constructEvent(body, request.headers.get('stripe-signature') ?? '', webhookSecret);
  } catch (err) {
    // ok: node.error.caught-message-in-response
    return new Response(`Webhook Error: ${(err as Error).message}`, { status: 400 });
  }
  return NextResponse.json({ received: event.type });
}

export async function PATCH(request: Request) {
  const user = await requireUser();
  try {
    const { id, note } = await request.json();
    await prisma.order.update({ where: { id, userId: user.id }, data: { note } });
    return NextResponse.json({ ok: true });
  } catch (e) {
    // ok: node.error.caught-message-in-response
    console.error(`update failed: ${(e as Error).message}`);
    return NextResponse.json({ error: 'Update failed' }, { status: 500 });
  }
}
