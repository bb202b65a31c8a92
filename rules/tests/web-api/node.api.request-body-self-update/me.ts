import { Router } from 'express';
import { z } from 'zod';
import { prisma } from '../db';
import { requireUser } from '../auth';

const router = Router();

router.patch('/me', requireUser, async (req, res) => {
  // ruleid: node.api.request-body-self-update
  const user = await prisma.user.update({ where: { id: req.user.id }, data: req.body });
  res.json({ id: user.id, name: user.name });
});

const ProfileUpdate = z.object({ name: z.string().max(80), bio: z.string().max(500) }).strict();

router.patch('/me/profile', requireUser, async (req, res) => {
  const data = ProfileUpdate.parse(req.body);
  // ok: node.api.request-body-self-update
  const user = await prisma.user.update({ where: { id: req.user.id }, data });
  res.json({ id: user.id, name: user.name });
});

export default router;
