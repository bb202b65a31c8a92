import type { Request, Response } from "express";
import Stripe from "stripe";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? "");

export function stripeWebhook(req: Request, res: Response) {
  const signature = req.headers["stripe-signature"] as string;
  const event = stripe.webhooks.constructEvent(req.body, signature, process.env.STRIPE_WEBHOOK_SECRET ?? "");
  res.json({ received: event.id });
}
