import { Request, Response } from 'express';

const TEMPLATE_NAME = 'search/index.njk';

export function searchGet(req: Request, res: Response): void {
  const query = typeof req.query.q === 'string' ? req.query.q : '';
  // the same page in English: the request's own address, re-serialised by the URL parser
  const url = new URL(req.originalUrl, 'http://localhost');
  url.searchParams.set('lng', 'en');
  const englishLanguageLink = url.pathname + url.search;
  res.render(TEMPLATE_NAME, { query, resultsCount: 0, englishLanguageLink });
}
