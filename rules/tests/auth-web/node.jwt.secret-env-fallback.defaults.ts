import jwt from 'jsonwebtoken';

// Default configuration written in the other shapes a fallback takes: a chain of variables, a
// logical assignment into the environment, a destructured default, a cast.

// ruleid: node.jwt.secret-env-fallback
const SIGNING_SECRET = process.env.JWT_SECRET ?? process.env.AUTH_SECRET ?? 'local-dev-signing-secret';
// ruleid: node.jwt.secret-env-fallback
const LEGACY_SECRET = process.env.JWT_SECRET || process.env.LEGACY_JWT_SECRET || 'legacy-dev-secret';

// ruleid: node.jwt.secret-env-fallback
process.env.SESSION_SECRET ??= 'keyboard-cat-session';
// ruleid: node.jwt.secret-env-fallback
process.env.COOKIE_SECRET ||= 'cookie-dev-secret';

// ruleid: node.jwt.secret-env-fallback
const { JWT_REFRESH_SECRET = 'refresh-dev-secret', PORT = '3000' } = process.env;

export const config = {
  // ruleid: node.jwt.secret-env-fallback
  accessSecret: (process.env.JWT_ACCESS_SECRET as string) ?? 'access-dev-secret',
};

export const issue = (sub: string) =>
  jwt.sign({ sub }, SIGNING_SECRET, { expiresIn: '15m' }) + LEGACY_SECRET + JWT_REFRESH_SECRET + PORT;

// ok: node.jwt.secret-env-fallback
const ROTATED = process.env.JWT_SECRET ?? process.env.AUTH_SECRET ?? requireEnv('JWT_SECRET');
// ok: node.jwt.secret-env-fallback
process.env.JWT_SECRET_EXPIRES_IN ??= '7d';
// ok: node.jwt.secret-env-fallback
process.env.STRIPE_SECRET_KEY ||= 'sk_nothing';
// ok: node.jwt.secret-env-fallback
const { JWT_SECRET_EXPIRES_IN = '15m', SESSION_SECRET } = process.env;
// ok: node.jwt.secret-env-fallback
const region = process.env.SECRETS_REGION ?? process.env.AWS_REGION ?? 'eu-west-1';
// a destructured default of another object is not the environment's
// ok: node.jwt.secret-env-fallback
const { JWT_SECRET = 'not-from-env' } = loadVaultDefaults();

export { ROTATED, JWT_SECRET_EXPIRES_IN, SESSION_SECRET, region, JWT_SECRET };
declare function requireEnv(name: string): string;
declare function loadVaultDefaults(): Record<string, string>;
