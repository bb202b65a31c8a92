import type { NextApiRequest, NextApiResponse } from 'next';
import { getServerSession } from 'next-auth/next';
import db from '../../../lib/db';
import { authOptions } from '../auth/options';

// ok: node.authz.admin-route-unguarded
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const session = await getServerSession(req, res, authOptions);
  if (session?.user?.role !== 'admin') return res.status(403).json({ error: 'Forbidden' });
  db.all('SELECT id, username FROM users', (err, rows) => res.status(200).json(rows));
}
