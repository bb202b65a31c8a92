import { Request, Response } from 'express';
import { response } from '../utils/response';

export function listTransactions(req: Request, res: Response): void {
  const brand = typeof req.query.brand === 'string' ? req.query.brand : '';
  const total = 42;
  response(req, res, 'transactions/index', {
    filtersDescription: brand ? `with card brand <strong>${brand}</strong>` : '',
    totalFormatted: total.toLocaleString('en-GB'),
  });
}
