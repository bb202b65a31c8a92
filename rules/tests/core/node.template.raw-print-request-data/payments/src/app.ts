import path from 'path';
import express from 'express';
import nunjucks from 'nunjucks';
import { listTransactions } from './controllers/transactions.controller';
import { listAgreements } from './controllers/agreements.controller';

export function createApp(): express.Application {
  const app = express();
  nunjucks.configure(path.join(__dirname, 'views'), { autoescape: true, express: app });
  app.set('view engine', 'njk');
  app.get('/transactions', listTransactions);
  app.get('/services/:serviceId/agreements', listAgreements);
  return app;
}
