'use server';

import Stripe from 'stripe';

// ok: next.secrets.server-env-in-client-component
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);

export async function createCheckoutSession(priceId: string) {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ price: priceId, quantity: 1 }],
    // ok: next.secrets.server-env-in-client-component
    success_url: `${process.env.APP_URL}/thanks`,
  });
  return session.id;
}

export async function webhookSecret() {
  // ok: next.secrets.server-env-in-client-component
  return process.env.STRIPE_WEBHOOK_SECRET;
}
