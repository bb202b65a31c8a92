import jwt from 'jsonwebtoken';

// The other shapes a fallback takes: a chain of variables, a logical assignment into the
// environment, a destructured default, a cast, each then used as a signing key in this file.

// ruleid: node.jwt.secret-env-fallback
const SIGNING_SECRET = process.env.JWT_SECRET ?? process.env.AUTH_SECRET ?? 'local-dev-signing-secret';

// ruleid: node.jwt.secret-env-fallback
process.env.COOKIE_SECRET ||= 'cookie-dev-secret';

// ruleid: node.jwt.secret-env-fallback
const { JWT_REFRESH_SECRET = 'refresh-dev-secret', PORT = '3000' } = process.env;

const accessSecret = (process.env.JWT_ACCESS_SECRET as string) ?? 'access-dev-secret'; // ruleid: node.jwt.secret-env-fallback

export const issue = (sub: string) => ({
  access: jwt.sign({ sub }, accessSecret, { expiresIn: '15m' }),
  id: jwt.sign({ sub }, SIGNING_SECRET, { expiresIn: '15m' }),
  refresh: jwt.sign({ sub }, JWT_REFRESH_SECRET, { expiresIn: '30d' }),
  remember: jwt.sign({ sub }, process.env.COOKIE_SECRET as string, { expiresIn: '30d' }),
  port: PORT,
});

// The same shapes with values that key nothing.
// ok: node.jwt.secret-env-fallback
const ROTATED = process.env.JWT_SECRET ?? process.env.AUTH_SECRET ?? requireEnv('JWT_SECRET');
// ok: node.jwt.secret-env-fallback
process.env.JWT_SECRET_EXPIRES_IN ??= '7d';
// ok: node.jwt.secret-env-fallback
process.env.STRIPE_SECRET_KEY ||= 'sk_nothing';
// ok: node.jwt.secret-env-fallback
const { LOG_LEVEL = 'info', SESSION_SECRET } = process.env;
// a destructured default of another object is not the environment's
// ok: node.jwt.secret-env-fallback
const { VAULT_JWT_SECRET = 'not-from-env' } = loadVaultDefaults();

export const verify = (token: string) => jwt.verify(token, ROTATED ?? VAULT_JWT_SECRET);
export { LOG_LEVEL, SESSION_SECRET };
declare function requireEnv(name: string): string;
declare function loadVaultDefaults(): Record<string, string>;
