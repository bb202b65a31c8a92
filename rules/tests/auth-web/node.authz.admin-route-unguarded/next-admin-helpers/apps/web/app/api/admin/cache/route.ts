import { withJson } from 'lib/api/admin';
import { purgeAllCaches } from 'lib/cache';
import type { NextRequest } from 'next/server';

// ruleid: node.authz.admin-route-unguarded
export async function DELETE(req: NextRequest) {
  return withJson(req, () => purgeAllCaches());
}
