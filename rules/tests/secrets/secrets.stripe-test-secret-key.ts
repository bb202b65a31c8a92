import Stripe from "stripe";

// Test-mode key left in the staging config: low severity, but still a credential.
// ruleid: secrets.stripe-test-secret-key
export const staging = new Stripe("sk_test_51iW25te05wk823C4EPRHFGqvUnoky7bcurZoidmazGtMa1dFmyYhXjZQS36qaTqCx9WCnUgXb9RWduBP7Yr8jpiUeUSkHh4JwM");

export const previewConfig = {
  // ruleid: secrets.stripe-test-secret-key
  stripeKey: "rk_test_51NrHIdjKXlan062j0ifwrNTHg4ESDf9VLI2GtbYmAm6RfY0CncIAHFk819tutzeJtDQTexeRigQzRDV9Y1hPCa3yTTEpsKhDXa",
};

// Stripe's documentation sample key.
// ok: secrets.stripe-test-secret-key
export const docsSample = new Stripe("sk_test_4eC39HqLyjWDarjtT1zdp7dc");

// ok: secrets.stripe-test-secret-key
export const fromEnv = new Stripe(process.env.STRIPE_SECRET_KEY!);
