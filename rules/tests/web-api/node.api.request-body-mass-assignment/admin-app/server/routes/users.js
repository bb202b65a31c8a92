const { Router } = require('express');
const asyncHandler = require('express-async-handler');
const auth = require('../middleware/auth');
const locals = require('../middleware/locals');
const user = require('../handlers/users');
const { prisma } = require('../db');

const router = Router();

router.post(
  '/admin',
  locals.viewTemplate('partials/admin/dialog/create_user'),
  asyncHandler(auth.jwt),
  asyncHandler(auth.admin),
  asyncHandler(user.create)
);

router.patch(
  '/me',
  locals.viewTemplate('partials/admin/settings/profile'),
  asyncHandler(auth.jwt),
  asyncHandler(user.update)
);

router.patch('/admin/users/:id', auth.jwt, auth.requireRole('admin'), async (req, res) => {
  // ok: node.api.request-body-mass-assignment
  const updated = await prisma.user.update({ where: { id: Number(req.params.id) }, data: req.body });
  res.json(updated);
});

router.patch('/:id/profile', auth.jwt, async (req, res) => {
  // ruleid: node.api.request-body-mass-assignment
  const updated = await prisma.user.update({ where: { id: req.user.id }, data: req.body });
  res.json(updated);
});

module.exports = router;
