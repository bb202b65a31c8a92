import type { NextApiRequest, NextApiResponse } from 'next';
import crypto from 'crypto';
import db from '../../lib/db';

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  const { username, password } = req.body;
  db.get('SELECT id, hash FROM users WHERE username = ?', [username], (err, user) => {
    if (err || !user || !verifyPassword(password, user.hash)) return res.status(401).json({ error: 'Invalid login' });
    const sessionId = crypto.randomBytes(16).toString('hex');
    db.run('INSERT INTO sessions (id, user_id) VALUES (?, ?)', [sessionId, user.id]);
    res.status(200).json({ sessionId });
  });
}

declare function verifyPassword(password: string, hash: string): boolean;
