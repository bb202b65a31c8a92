import type { NextApiRequest, NextApiResponse } from 'next';
import sqlite3 from 'sqlite3';

const db = new sqlite3.Database('./guestbook.sqlite');

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const { name, message } = req.body;
  const query = 'INSERT INTO entries (name, message) VALUES (?, ?)';
  try {
    await new Promise((resolve, reject) => {
      db.run(query, [name, message], (err) => (err ? reject(err) : resolve(null)));
    });
    res.status(200).json({ message: 'Entry added' });
  } catch (error) {
    // ruleid: node.error.database-error-in-response
    res.status(500).json({ error: 'Error adding entry', sqlError: error.message });
  }
}
