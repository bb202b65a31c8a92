import type { NextFunction, Request, Response } from 'express';
import jwt, { JwtPayload } from 'jsonwebtoken';

type UserType = 'Rider' | 'Driver' | 'Admin';
const priority: Record<UserType, number> = { Rider: 0, Driver: 1, Admin: 2 };

export function validateToken(req: Request, res: Response, done: (payload: JwtPayload | null) => void) {
  const token = req.headers.authorization?.replace(/^Bearer /, '');
  if (!token) {
    done(null);
    return;
  }
  jwt.verify(token, process.env.JWT_SECRET!, (err, payload) => done(err ? null : (payload as JwtPayload)));
}

// the route's role check: the token verified, then its user type compared with the level asked
export function validateUser(authLevel: UserType) {
  return (req: Request, res: Response, next: NextFunction) => {
    validateToken(req, res, (payload) => {
      if (payload && priority[payload.userType as UserType] >= priority[authLevel]) {
        res.locals.user = payload;
        next();
      } else {
        res.status(400).send({ err: 'Invalid token' });
      }
    });
  };
}

// tags each request for the logs: checks nobody
export function withRequestId(req: Request, res: Response, next: NextFunction) {
  res.setHeader('X-Request-Id', Math.random().toString(36).slice(2));
  next();
}

export function requireAuth(req: Request, res: Response, next: NextFunction) {
  validateToken(req, res, (payload) => (payload ? next() : res.sendStatus(401)));
}
