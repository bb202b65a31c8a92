import Stripe from "stripe";
import { loadStripe } from "@stripe/stripe-js";

// ruleid: secrets.stripe-secret-key
const stripe = new Stripe("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", {
  apiVersion: "2024-06-20",
});

export async function createCheckout(priceId: string, customer: string) {
  return stripe.checkout.sessions.create({ mode: "subscription", customer, line_items: [{ price: priceId, quantity: 1 }] });
}

export const payoutsConfig = {
  // ruleid: secrets.stripe-secret-key
  secretKey: "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",
};

// ok: secrets.stripe-secret-key
export const stripeFromEnv = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: "2024-06-20" });

// The publishable key is meant for the browser.
// ok: secrets.stripe-secret-key
export const stripePromise = loadStripe("pk_live_51PJGfH7fyqb3BwVExLzscA3GT3k1Ol8GqWX5GHuOxPiQP5CahCTPyrFgm635WH8FGnd77Wik");
