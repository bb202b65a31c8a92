import { Interaction } from '../models/interaction.js';
import { authMiddleware, adminMiddleware, withProtection } from '../middleware/auth.js';

async function deleteAllInteractionsHandler(req, res) {
  if (req.method !== 'DELETE') {
    return res.status(405).json({ message: 'Method Not Allowed' });
  }
  const result = await Interaction.deleteMany({});
  return res.status(200).json({ deleted: result.deletedCount });
}

export default function handler(req, res) {
  return withProtection(deleteAllInteractionsHandler, authMiddleware, adminMiddleware)(req, res);
}
