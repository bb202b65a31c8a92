import type { Express, NextFunction, Request, Response } from 'express';
import bcrypt from 'bcryptjs';
import { operators } from './state';

export function requireOperator(req: Request, res: Response, next: NextFunction) {
  if (!req.session.sid) return res.status(401).json({ error: 'sign in first' });
  next();
}

export function mountLogin(app: Express) {
  app.post('/login', async (req, res) => {
    const operator = await operators.byName(String(req.body.name));
    if (!operator || !(await bcrypt.compare(String(req.body.password), operator.hash))) {
      return res.status(401).json({ error: 'wrong name or password' });
    }
    req.session.sid = operator.name;
    res.sendStatus(204);
  });
}
