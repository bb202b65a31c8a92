import type { NextApiRequest, NextApiResponse } from 'next';
import db from '../../lib/db';

// ok: node.authz.admin-route-unguarded
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  const sessionId = req.headers['x-session-id'];
  db.get('SELECT user_id FROM sessions WHERE id = ?', [sessionId], (err, session) => {
    if (!session) return res.status(401).json({ error: 'Sign in first' });
    db.get('SELECT id, username FROM users WHERE id = ?', [session.user_id], (e, user) => res.json(user));
  });
}
