import type { NextFunction, Request, Response } from 'express';

// named after sign-in, but it also requires the staff role
export const requireAuth = (req: Request, res: Response, next: NextFunction) => {
  if (!req.session.user) return res.status(401).end();
  if (!req.session.user.roles.includes('staff')) return res.status(403).end();
  return next();
};
