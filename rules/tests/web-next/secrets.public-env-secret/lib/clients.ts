import { createClient } from '@supabase/supabase-js';
import OpenAI from 'openai';
import { loadStripe } from '@stripe/stripe-js';

// ok: secrets.public-env-secret
export const supabase = createClient(process.env.NEXT_PUBLIC_SUPABASE_URL!, process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY!);

export const supabaseAdmin = createClient(
  process.env.NEXT_PUBLIC_SUPABASE_URL!,
  // ruleid: secrets.public-env-secret
  process.env.NEXT_PUBLIC_SUPABASE_SERVICE_ROLE_KEY!,
);

// ok: secrets.public-env-secret
export const stripePromise = loadStripe(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY!);

export const openai = new OpenAI({
  // ruleid: secrets.public-env-secret
  apiKey: process.env.NEXT_PUBLIC_OPENAI_API_KEY,
  dangerouslyAllowBrowser: true,
});

export const recaptchaSiteKey = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY; // ok: secrets.public-env-secret

// The public demo account's sign-in, shown on the login page to every visitor.
export const demo = {
  // ok: secrets.public-env-secret
  username: process.env.NEXT_PUBLIC_DEMO === "true" ? process.env.NEXT_PUBLIC_DEMO_USERNAME : null,
  // ok: secrets.public-env-secret
  password: process.env.NEXT_PUBLIC_DEMO === "true" ? process.env.NEXT_PUBLIC_DEMO_PASSWORD : null,
};
