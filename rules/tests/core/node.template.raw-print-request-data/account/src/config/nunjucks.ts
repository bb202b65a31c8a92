import express from 'express';
import nunjucks from 'nunjucks';

export function configureNunjucks(app: express.Application, viewsPath: string[]): nunjucks.Environment {
  const env = nunjucks.configure(viewsPath, { autoescape: true, express: app });
  env.addFilter('translate', (key: string) => key);
  return env;
}
