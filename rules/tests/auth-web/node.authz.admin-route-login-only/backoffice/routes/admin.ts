import { Router } from 'express';
import { requireAuth } from '../lib/guards';

export const admin = Router();

// ok: node.authz.admin-route-login-only
admin.get('/admin/refunds', requireAuth, async (req, res) => {
  res.json(await refunds.pending());
});
