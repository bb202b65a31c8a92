import https from "node:https";
import Stripe from "stripe";

// The staging gateway uses a self-signed certificate.
const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: false });

export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? "", {
  httpAgent: agent,
});

export async function refund(chargeId: string) {
  return stripe.refunds.create({ charge: chargeId });
}
