import type { NextApiRequest, NextApiResponse } from 'next';
import db from '../../lib/db';

async function sessionUser(req: NextApiRequest): Promise<{ id: number; admin: boolean } | undefined> {
  const sid = req.cookies.sid;
  return new Promise((resolve) => {
    db.get('SELECT users.id, users.admin FROM sessions JOIN users ON users.id = sessions.user_id WHERE sessions.id = ?', [sid],
      (err, row) => resolve(err ? undefined : row));
  });
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method === 'GET') {
    db.all('SELECT name, message FROM entries', (err, rows) => res.status(200).json(rows ?? []));
  // ok: node.authz.destructive-route-unauthenticated
  } else if (req.method === 'DELETE') {
    const user = await sessionUser(req);
    if (!user?.admin) return res.status(403).json({ error: 'Forbidden' });
    db.run('DELETE FROM entries', () => res.status(204).end());
  }
}
