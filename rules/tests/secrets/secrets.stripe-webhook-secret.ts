import Stripe from "stripe";
import type { Request, Response } from "express";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
// ruleid: secrets.stripe-webhook-secret
const endpointSecret = "whsec_svRNrjTKHIW1HU4fcJbivH5RkTSafIel";

export function stripeWebhook(req: Request, res: Response) {
  const event = stripe.webhooks.constructEvent(req.body, req.headers["stripe-signature"] as string, endpointSecret);
  res.json({ received: event.id });
}

export function connectWebhook(req: Request, res: Response) {
  const event = stripe.webhooks.constructEvent(
    req.body,
    req.headers["stripe-signature"] as string,
    // ok: secrets.stripe-webhook-secret
    process.env.STRIPE_CONNECT_WEBHOOK_SECRET!,
  );
  res.json({ received: event.id });
}

export const secrets = {
  // ruleid: secrets.stripe-webhook-secret
  billing: "whsec_22ZUn5NjsOy7IVt9vWzJQfqmmyUhvt8r",
  // ok: secrets.stripe-webhook-secret
  connect: process.env.STRIPE_CONNECT_WEBHOOK_SECRET,
};
