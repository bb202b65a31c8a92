import { Request, Response } from 'express';

const TEMPLATE_NAME = 'search/index.njk';

export function searchGet(req: Request, res: Response): void {
  const query = typeof req.query.q === 'string' ? req.query.q : '';
  res.render(TEMPLATE_NAME, { query, resultsCount: 0 });
}
