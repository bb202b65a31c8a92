import session from 'express-session';
import jwt from 'jsonwebtoken';
import type { Express } from 'express';

// ruleid: node.jwt.secret-env-fallback
const JWT_SECRET = process.env.JWT_SECRET || 'development-secret';
// ok: node.jwt.secret-env-fallback
const PORT = Number(process.env.PORT || '3000');

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

// ok: node.jwt.secret-env-fallback
const REFRESH_SECRET = process.env.JWT_REFRESH_SECRET ?? requireEnv('JWT_REFRESH_SECRET');

export function configureSessions(app: Express) {
  app.use(
    session({
      // ruleid: node.jwt.secret-env-fallback
      secret: process.env.SESSION_SECRET ?? 'keyboard cat',
      resave: false,
      saveUninitialized: false,
      cookie: { secure: true, httpOnly: true, sameSite: 'lax' },
    }),
  );
}

export const issue = (sub: string) => jwt.sign({ sub }, JWT_SECRET, { expiresIn: '15m' });
export const issueRefresh = (sub: string) => jwt.sign({ sub }, REFRESH_SECRET, { expiresIn: '30d' });
export { PORT };

export function loadMigrationEnv(): void {
  if (!process.env.JWT_SECRET) {
    // ruleid: node.jwt.secret-env-fallback
    process.env.JWT_SECRET = 'securekey';
  }
  if (!process.env.DB_CLIENT) {
    // ok: node.jwt.secret-env-fallback
    process.env.DB_CLIENT = 'sqlite3';
  }
}
