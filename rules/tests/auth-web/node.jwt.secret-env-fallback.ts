import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Request, Response, NextFunction } from 'express';

// Signed and verified with the value: a deployment without JWT_SECRET accepts tokens anyone can mint.
// ruleid: node.jwt.secret-env-fallback
const JWT_SECRET = process.env.JWT_SECRET || 'development-secret';

export const issue = (sub: string) => jwt.sign({ sub }, JWT_SECRET, { expiresIn: '15m' });

export function requireUser(req: Request, res: Response, next: NextFunction) {
  const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
  try {
    res.locals.user = jwt.verify(token, JWT_SECRET, { algorithms: ['HS256'] });
    next();
  } catch {
    res.status(401).end();
  }
}

// A webhook's shared token: a request presenting the published literal is trusted.
// ruleid: node.jwt.secret-env-fallback
const KB_WEBHOOK_TOKEN = process.env.KB_WEBHOOK_TOKEN || 'kbcustomtoken';

export function kbStatus(req: Request, res: Response) {
  if (req.headers['x-auth-token'] !== KB_WEBHOOK_TOKEN) return res.status(401).end();
  return res.json({ ok: true });
}

// A master password any account's login accepts.
export function passwordMatches(req: Request, stored: (candidate: string) => boolean): boolean {
  // ruleid: node.jwt.secret-env-fallback
  const superPassword = process.env.SUPER_PASSWORD || 'superadmin';
  return superPassword == req.body.password || stored(req.body.password);
}

// An HMAC key, held in a variable first.
export function signPayload(body: string): string {
  // ruleid: node.jwt.secret-env-fallback
  const key = process.env.PAYLOAD_HMAC_KEY ?? 'hmac-dev-key';
  return crypto.createHmac('sha256', key).update(body).digest('hex');
}

// Not a key: a setting, a number, the literal of a key nothing in the file uses.
// ok: node.jwt.secret-env-fallback
const PORT = Number(process.env.PORT || '3000');
// ok: node.jwt.secret-env-fallback
const ISSUER = process.env.JWT_ISSUER || 'https://auth.example.com';
// ok: node.jwt.secret-env-fallback
const LIFETIME = process.env.JWT_SECRET_EXPIRES_IN ?? '7d';

export const issueWithSettings = (sub: string) =>
  jwt.sign({ sub, iss: ISSUER }, JWT_SECRET, { expiresIn: LIFETIME });
export { PORT };
