import Stripe from 'stripe';
import Transloadit from 'transloadit';
import { verifyWebhookSignature } from './webhooks';

// A third party's credential the app presents: with a literal fallback the provider refuses the
// calls, nothing can be signed or forged with it.
// ok: node.jwt.secret-env-fallback
export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY || 'sk_nothing');

export const transloadit = new Transloadit({
  authKey: process.env.TRANSLOADIT_AUTH || 'just empty text',
  // ok: node.jwt.secret-env-fallback
  authSecret: process.env.TRANSLOADIT_SECRET || 'just empty text',
});

// A secret the app verifies with: a deployment without the variable accepts forged events.
export function checkStripeEvent(body: string, signature: string) {
  // ruleid: node.jwt.secret-env-fallback
  return verifyWebhookSignature(body, signature, process.env.STRIPE_WEBHOOK_SECRET || 'whsec_dev');
}

// ruleid: node.jwt.secret-env-fallback
export const authSecret = process.env.AUTH_SECRET ?? 'dev-auth-secret';

// ruleid: node.jwt.secret-env-fallback
export const appSecret = process.env.APP_SECRET_KEY || 'insecure-app-secret';

// Settings about a secret, not the secret: the vault's region, the secret's name in it, a lifetime.
// ok: node.jwt.secret-env-fallback
const region = process.env.SECRETKEY_AWS_REGION || 'us-east-1';
// ok: node.jwt.secret-env-fallback
export const secretId = process.env.SECRETKEY_AWS_NAME || 'FlowiseEncryptionKey';
// ok: node.jwt.secret-env-fallback
export const prefix = process.env['SECRETKEY_AWS_AUTH_PREFIX'] || 'Flowise';
// ok: node.jwt.secret-env-fallback
export const lifetime = process.env.JWT_SECRET_EXPIRES_IN ?? '7d';
// The vault's own credential next to them is still a secret with a literal default.
// ruleid: node.jwt.secret-env-fallback
export const vaultSecret = process.env.SECRETKEY_AWS_SECRET_KEY || 'changeme';
export const vaultRegion = region;
