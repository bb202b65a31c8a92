import type { NextFunction, Request, Response } from 'express';

// a function whose name says "static" serves no file
export function createStaticTokenValidator(token: string) {
  return (req: Request, res: Response, next: NextFunction) =>
    req.get('authorization') === `Bearer ${token}` ? next() : res.sendStatus(401);
}
