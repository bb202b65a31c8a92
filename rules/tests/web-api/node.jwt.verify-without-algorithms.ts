import type { NextFunction, Request, Response } from 'express';
import jwt, { type JwtPayload } from 'jsonwebtoken';
import { getSigningKey } from './jwks';
import { env } from './env';

const PUBLIC_KEY = process.env.JWT_PUBLIC_KEY!;
const verifyOptions: jwt.VerifyOptions = { algorithms: ['RS256'], issuer: 'https://auth.acme-example.com' };

export function requireAuth(req: Request, res: Response, next: NextFunction) {
  const token = req.headers.authorization?.replace(/^Bearer /, '');
  if (!token) return res.status(401).json({ error: 'Unauthorized' });
  try {
    // ruleid: node.jwt.verify-without-algorithms
    const claims = jwt.verify(token, PUBLIC_KEY) as JwtPayload;
    req.user = { id: claims.sub!, role: claims.role };
    next();
  } catch {
    res.status(401).json({ error: 'Unauthorized' });
  }
}

export function requireAuthStrict(req: Request, res: Response, next: NextFunction) {
  const token = req.cookies.session;
  try {
    // ok: node.jwt.verify-without-algorithms
    const claims = jwt.verify(token, PUBLIC_KEY, { algorithms: ['RS256'], audience: 'api' }) as JwtPayload;
    req.user = { id: claims.sub!, role: claims.role };
    next();
  } catch {
    res.status(401).end();
  }
}

export function verifyWithCallback(token: string): Promise<JwtPayload> {
  return new Promise((resolve, reject) => {
    // ruleid: node.jwt.verify-without-algorithms
    jwt.verify(token, getSigningKey, { issuer: 'https://auth.acme-example.com' }, (err, decoded) => {
      if (err) reject(err);
      else resolve(decoded as JwtPayload);
    });
  });
}

export function verifyShared(token: string) {
  // ok: node.jwt.verify-without-algorithms
  return jwt.verify(token, PUBLIC_KEY, verifyOptions);
}

// the app's own HMAC secret: a token signed with a public key cannot be made to verify against it
export function verifySession(token: string) {
  try {
    // ok: node.jwt.verify-without-algorithms
    return jwt.verify(token, env.app.secret);
  } catch {
    // ok: node.jwt.verify-without-algorithms
    return jwt.verify(token, env.app.secondarySecret);
  }
}
