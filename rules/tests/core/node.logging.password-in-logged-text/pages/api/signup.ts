import type { NextApiRequest, NextApiResponse } from 'next';
import db from '../../lib/db';

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  const { username, password } = req.body;
  const insertQuery = "INSERT INTO users (username, password) VALUES ('" + username + "', '" + password + "')";
  // ruleid: node.logging.password-in-logged-text
  console.log('Executing SQL query:', insertQuery);
  db.run(insertQuery, () => res.status(201).json({ ok: true }));
}
