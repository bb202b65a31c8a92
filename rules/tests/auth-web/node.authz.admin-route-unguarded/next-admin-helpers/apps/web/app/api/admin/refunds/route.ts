import { handleAdminRead } from 'lib/api/admin';
import { getPendingRefundRequests } from 'lib/refunds';
import type { NextRequest } from 'next/server';

// ok: node.authz.admin-route-unguarded
export async function GET(req: NextRequest) {
  return handleAdminRead(req, () => getPendingRefundRequests(), 'Failed to fetch refund requests');
}
