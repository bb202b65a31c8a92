import type { NextApiHandler } from 'next';

export function withAdminSession(handler: NextApiHandler): NextApiHandler {
  return async (req, res) => {
    if (!req.cookies.sid) return res.status(401).end();
    return handler(req, res);
  };
}
