import type { NextApiRequest, NextApiResponse } from 'next';
import db from '../../lib/db';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  // ruleid: node.authz.admin-route-unguarded
  if (req.method === 'GET') {
    db.all('SELECT id, username, admin FROM users', (err, rows) => res.status(200).json(rows));
  // ruleid: node.authz.admin-route-unguarded
  } else if (req.method === 'DELETE') {
    db.run('DELETE FROM users WHERE id = ?', req.query.id, () => res.status(200).json({ message: 'User deleted' }));
  } else {
    res.status(405).json({ error: 'Method not allowed' });
  }
}
