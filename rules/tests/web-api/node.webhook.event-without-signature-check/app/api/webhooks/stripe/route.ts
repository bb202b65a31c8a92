import { NextResponse } from 'next/server';
import type Stripe from 'stripe';
import { prisma } from '@/lib/db';

export async function POST(request: Request) {
  // ruleid: node.webhook.event-without-signature-check
  const event = (await request.json()) as Stripe.Event;

  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object as Stripe.Checkout.Session;
      await prisma.order.update({ where: { stripeSessionId: session.id }, data: { status: 'paid' } });
      break;
    }
    case 'customer.subscription.deleted': {
      const sub = event.data.object as Stripe.Subscription;
      await prisma.subscription.update({ where: { stripeId: sub.id }, data: { active: false } });
      break;
    }
  }
  return NextResponse.json({ received: true });
}
