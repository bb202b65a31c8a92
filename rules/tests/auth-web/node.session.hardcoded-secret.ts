import express from 'express';
import session from 'express-session';
import cookieSession from 'cookie-session';
import RedisStore from 'connect-redis';
import { redis } from './redis';

const app = express();

app.use(
  session({
    store: new RedisStore({ client: redis }),
    // ruleid: node.session.hardcoded-secret
    secret: 'keyboard cat',
    resave: false,
    saveUninitialized: false,
  }),
);

app.use(
  '/admin',
  session({
    store: new RedisStore({ client: redis, prefix: 'admin:' }),
    // ok: node.session.hardcoded-secret
    secret: [process.env.SESSION_SECRET!, process.env.SESSION_SECRET_PREVIOUS!],
    resave: false,
    saveUninitialized: false,
  }),
);

app.use(
  '/legacy',
  cookieSession({
    name: 'legacy_session',
    // ruleid: node.session.hardcoded-secret
    keys: ['s3cr3t-k3y-2023', 'old-key'],
    maxAge: 24 * 60 * 60 * 1000,
  }),
);

export const ironOptions = {
  cookieName: 'acme_session',
  // ruleid: node.session.hardcoded-secret
  password: 'aVeryLongPasswordThatIsAtLeast32CharactersLong!',
  cookieOptions: { secure: true, httpOnly: true, sameSite: 'lax' as const },
};

export const ironOptionsFromEnv = {
  cookieName: 'acme_session',
  // ok: node.session.hardcoded-secret
  password: process.env.IRON_SESSION_PASSWORD as string,
};

export function loginForm() {
  // ok: node.session.hardcoded-secret
  return { fields: [{ name: 'password', type: 'password' }], password: '' };
}

export default app;

// a local run's session, made only in development: the deployed app signs with the environment's secret
if (process.env.NODE_ENV === 'development') {
  app.use(
    '/dev',
    session({
      // ok: node.session.hardcoded-secret
      secret: 'local-dev-session-secret',
      resave: false,
      saveUninitialized: false,
    }),
  );
}
