import type { NextApiRequest, NextApiResponse } from 'next';
import db from '../../lib/db';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  // ruleid: node.authz.destructive-route-unauthenticated
  if (req.method === 'POST') {
    const { sessionId } = req.body; // taken from the body and never looked up
    await new Promise((resolve, reject) => {
      db.run('DELETE FROM entries', (err) => (err ? reject(err) : resolve(null)));
    });
    res.status(200).json({ message: 'All messages reset' });
  } else {
    res.status(405).json({ error: 'Method not allowed' });
  }
}
