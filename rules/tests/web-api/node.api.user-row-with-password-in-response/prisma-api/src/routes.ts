import { Router } from 'express';
import { PrismaClient } from '@prisma/client';
import { requireUser } from './auth';

const prisma = new PrismaClient();
export const router = Router();

router.get('/users/:id', requireUser, async (req, res) => {
  const user = await prisma.user.findUnique({ where: { id: Number(req.params.id) } });
  // ruleid: node.api.user-row-with-password-in-response
  res.json({ user });
});

router.get('/me', requireUser, async (req, res) => {
  const me = await prisma.user.findUnique({ where: { id: req.user.id }, select: { id: true, email: true, name: true } });
  // ok: node.api.user-row-with-password-in-response
  res.json(me);
});
