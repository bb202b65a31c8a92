import type { NextFunction, Request, Response } from 'express';
import jwt, { type JwtPayload } from 'jsonwebtoken';

const PUBLIC_KEY = process.env.JWT_PUBLIC_KEY!;

export function requireAuth(req: Request, res: Response, next: NextFunction) {
  const token = req.headers.authorization?.replace(/^Bearer /, '');
  if (!token) return res.status(401).json({ error: 'Unauthorized' });
  try {
    // jsonwebtoken 8.5.1 takes the algorithm from the token: an HS256 token signed with the public key passes
    // ruleid: node.jwt.verify-without-algorithms
    const claims = jwt.verify(token, PUBLIC_KEY) as JwtPayload;
    req.user = { id: claims.sub!, role: claims.role };
    next();
  } catch {
    res.status(401).json({ error: 'Unauthorized' });
  }
}

export function readInvite(token: string) {
  // ok: node.jwt.verify-without-algorithms
  return jwt.verify(token, PUBLIC_KEY, { algorithms: ['RS256'], audience: 'invites' }) as JwtPayload;
}
