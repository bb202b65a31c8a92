import session from 'express-session';
import Stripe from 'stripe';
import Transloadit from 'transloadit';
import { SecretsManagerClient, GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import cookieSignature from 'cookie-signature';
import type { Express, NextFunction, Request, Response } from 'express';

// A third party's credential the app presents: with a literal fallback the provider refuses the
// calls, nothing can be signed or forged with it.
// ok: node.jwt.secret-env-fallback
export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY || 'sk_nothing');

export const transloadit = new Transloadit({
  authKey: process.env.TRANSLOADIT_AUTH || 'just empty text',
  // ok: node.jwt.secret-env-fallback
  authSecret: process.env.TRANSLOADIT_SECRET || 'just empty text',
});

// Settings about a secret, not the secret: the vault's region and the secret's name in it.
const client = new SecretsManagerClient({
  // ok: node.jwt.secret-env-fallback
  region: process.env.SECRETKEY_AWS_REGION || 'us-east-1',
});
export async function encryptionKey(): Promise<string | undefined> {
  // ok: node.jwt.secret-env-fallback
  const secretId = process.env.SECRETKEY_AWS_NAME || 'FlowiseEncryptionKey';
  const answer = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  return answer.SecretString;
}

// express-session signs only the id of a session kept in its store: a known secret forges no
// session (an id it does not hold is replaced by a fresh one).
export function configureSessions(app: Express) {
  app.use(
    session({
      // ok: node.jwt.secret-env-fallback
      secret: process.env.SESSION_SECRET ?? 'keyboard cat',
      resave: false,
      saveUninitialized: false,
      cookie: { secure: true, httpOnly: true, sameSite: 'lax' },
    }),
  );
}

// A mobile client's session id from a header, signed into express-session's cookie format: the id
// is the client's own, and a store-backed session is found only by an id the store issued.
export function headerSession(req: Request, _res: Response, next: NextFunction) {
  const headerSessionId = req.headers['x-session-id'];
  if (typeof headerSessionId === 'string') {
    // ok: node.jwt.secret-env-fallback
    const secret = process.env.SESSION_SECRET || 'development-secret-key';
    req.headers.cookie = `connect.sid=${encodeURIComponent(`s:${cookieSignature.sign(headerSessionId, secret)}`)}`;
  }
  next();
}
