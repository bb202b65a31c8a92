import type { Request, Response, NextFunction } from 'express'; // ok: next.review.auth-boundary
import { verifySession } from '../session';

export async function requireSession(req: Request, res: Response, next: NextFunction) {
  const session = await verifySession(req.cookies.sid);
  if (!session) return res.status(401).json({ error: 'unauthorized' });
  res.locals.session = session;
  next();
}
