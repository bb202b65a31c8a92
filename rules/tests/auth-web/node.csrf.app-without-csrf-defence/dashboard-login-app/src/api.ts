import type { Express } from 'express';
import { integrations } from './state';
import { requireOperator } from './login';

export function mountApi(app: Express) {
  app.post('/api/integration/restart', requireOperator, (req, res) => {
    integrations.restart(String(req.body.name));
    res.sendStatus(202);
  });
}
