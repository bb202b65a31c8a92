import type { NextApiRequest, NextApiResponse } from 'next';
import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  try {
    if (typeof req.body.text !== 'string') return res.status(400).json({ error: 'text is required' });
    res.status(201).json(await prisma.comment.create({ data: { text: req.body.text } }));
  } catch (error) {
    // ok: node.error.database-error-in-response
    res.status(500).json({ error: 'Could not add the comment' });
  }
}
