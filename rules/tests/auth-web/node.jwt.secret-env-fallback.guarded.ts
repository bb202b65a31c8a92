import jwt from 'jsonwebtoken';

// The file refuses to start without the variable: the literal is never used.
// ok: node.jwt.secret-env-fallback
const ACCESS_SECRET = process.env.ACCESS_TOKEN_SECRET || 'unused-default';
if (!process.env.ACCESS_TOKEN_SECRET) {
  throw new Error('ACCESS_TOKEN_SECRET must be set');
}

// Only outside production: production takes the variable or fails.
const REFRESH_SECRET =
  process.env.NODE_ENV === 'production'
    ? requireEnv('REFRESH_TOKEN_SECRET')
    // ok: node.jwt.secret-env-fallback
    : process.env.REFRESH_TOKEN_SECRET ?? 'local-refresh-secret';

let previewSecret = requireEnv('PREVIEW_SECRET_FALLBACKLESS');
if (process.env.NODE_ENV !== 'production') {
  // ok: node.jwt.secret-env-fallback
  previewSecret = process.env.PREVIEW_SECRET || 'preview-dev-secret';
}

// No such check: the literal signs whenever the variable is missing, in production too.
// ruleid: node.jwt.secret-env-fallback
const ID_TOKEN_SECRET = process.env.ID_TOKEN_SECRET ?? 'id-token-dev-secret';

export const tokens = (sub: string) => ({
  access: jwt.sign({ sub }, ACCESS_SECRET, { expiresIn: '15m' }),
  refresh: jwt.sign({ sub }, REFRESH_SECRET, { expiresIn: '30d' }),
  preview: jwt.sign({ sub }, previewSecret, { expiresIn: '1h' }),
  id: jwt.sign({ sub }, ID_TOKEN_SECRET, { expiresIn: '1h' }),
});

declare function requireEnv(name: string): string;
