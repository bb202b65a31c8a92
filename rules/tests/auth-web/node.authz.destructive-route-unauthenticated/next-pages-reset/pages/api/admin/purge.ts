import type { NextApiRequest, NextApiResponse } from 'next';
import { withAdminSession } from '../../../lib/guards';
import db from '../../../lib/db';

// ok: node.authz.destructive-route-unauthenticated
async function purge(req: NextApiRequest, res: NextApiResponse) {
  db.run('DELETE FROM entries', () => res.status(204).end());
}

export default withAdminSession(purge);
