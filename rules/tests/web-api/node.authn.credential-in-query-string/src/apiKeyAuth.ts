import type { NextFunction, Request, Response } from 'express';
import { findAccountByKeyHash, hashKey } from './accounts';

export async function apiKeyAuth(req: Request, res: Response, next: NextFunction) {
  // ruleid: node.authn.credential-in-query-string
  const key = req.header('x-api-key') ?? (req.query.api_key as string | undefined);
  if (!key) return res.status(401).json({ error: 'API key required' });
  const account = await findAccountByKeyHash(hashKey(key));
  if (!account) return res.status(401).json({ error: 'Invalid API key' });
  req.account = account;
  next();
}

export async function headerOnlyApiKeyAuth(req: Request, res: Response, next: NextFunction) {
  // ok: node.authn.credential-in-query-string
  const key = req.header('x-api-key');
  if (!key) return res.status(401).json({ error: 'API key required' });
  const account = await findAccountByKeyHash(hashKey(key));
  if (!account) return res.status(401).json({ error: 'Invalid API key' });
  req.account = account;
  next();
}

export function paginate(req: Request) {
  // ok: node.authn.credential-in-query-string
  const { cursor, limit } = req.query;
  return { cursor: String(cursor ?? ''), limit: Math.min(Number(limit) || 20, 100) };
}
