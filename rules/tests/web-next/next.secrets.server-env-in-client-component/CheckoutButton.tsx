'use client';

import { useState } from 'react';
import { loadStripe } from '@stripe/stripe-js';

// ok: next.secrets.server-env-in-client-component
const stripePromise = loadStripe(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY!);

export function CheckoutButton({ priceId }: { priceId: string }) {
  const [loading, setLoading] = useState(false);

  async function checkout() {
    setLoading(true);
    const res = await fetch('https://api.stripe.com/v1/checkout/sessions', {
      method: 'POST',
      // ruleid: next.secrets.server-env-in-client-component
      headers: { Authorization: `Bearer ${process.env.STRIPE_SECRET_KEY}` },
      body: new URLSearchParams({ 'line_items[0][price]': priceId, mode: 'payment' }),
    });
    const { id } = await res.json();
    const stripe = await stripePromise;
    await stripe?.redirectToCheckout({ sessionId: id });
  }

  // ok: next.secrets.server-env-in-client-component
  const debug = process.env.NODE_ENV !== 'production';
  return <button disabled={loading} onClick={checkout}>{debug ? 'Pay (test)' : 'Pay'}</button>;
}

export function useSearchClient() {
  // ruleid: next.secrets.server-env-in-client-component
  return { appId: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID, key: process.env.ALGOLIA_ADMIN_API_KEY };
}
