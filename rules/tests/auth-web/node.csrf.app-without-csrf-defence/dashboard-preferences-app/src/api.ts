import type { Express } from 'express';
import passport from 'passport';
import { integrations, logs } from './state';

declare module 'express-session' {
  interface SessionData {
    logLevel?: string;
    limit?: number;
    integration?: string;
  }
}

export function mountApi(app: Express) {
  app.get('/api/logs', (req, res) => {
    const level = req.session.logLevel ?? 'info';
    res.json(logs.tail(level, req.session.limit ?? 50));
  });

  app.put('/api/logs', (req, res) => {
    req.session.logLevel = req.body.level;
    req.session.limit = Number(req.body.limit);
    res.sendStatus(204);
  });

  app.get('/api/integration/auth', (req, res, next) => {
    req.session.integration = String(req.query.name);
    return passport.authenticate(`oauth-${req.query.name}`, { session: false })(req, res, next);
  });

  app.get('/api/integration/callback', (req, res) => {
    integrations.finish(req.session.integration, String(req.query.code));
    res.redirect('/');
  });

  app.post('/api/integration/restart', (req, res) => {
    integrations.restart(String(req.body.name));
    res.sendStatus(202);
  });
}
