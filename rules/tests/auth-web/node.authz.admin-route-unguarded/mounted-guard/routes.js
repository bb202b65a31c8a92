const express = require('express');
const { requireAuth, requireRole } = require('./middleware/auth');

const router = express.Router();

router.get('/health', (req, res) => res.json({ ok: true }));
router.use(requireAuth);

router.get('/profile', requireRole('user'), (req, res) => res.json(req.user));

// ok: node.authz.admin-route-unguarded
router.get('/admin/stats', async (req, res) => {
  res.json(await stats());
});

module.exports = router;
