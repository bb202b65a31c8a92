import type { NextApiRequest, NextApiResponse } from 'next';
import crypto from 'crypto';
import db from '../../lib/db';

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') return res.status(405).end();
  const { username, password } = req.body;
  db.get('SELECT id, hash FROM users WHERE username = ?', [username], (err, user) => {
    if (err || !user || !verifyPassword(password, user.hash)) return res.status(401).json({ error: 'Invalid login' });
    const sessionId = crypto.randomBytes(16).toString('hex');
    db.run('INSERT INTO sessions (id, user_id) VALUES (?, ?)', [sessionId, user.id]);
    res.setHeader('Set-Cookie', `sid=${sessionId}; HttpOnly; Secure; SameSite=Lax; Path=/`);
    res.status(200).json({ ok: true });
  });
}

declare function verifyPassword(password: string, hash: string): boolean;
