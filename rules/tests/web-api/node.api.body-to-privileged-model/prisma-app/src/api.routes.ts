import { Router } from 'express';
import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();
export const api = Router();

api.put('/users/:id', async (req, res) => {
  // ruleid: node.api.body-to-privileged-model
  const user = await prisma.user.update({ where: { id: Number(req.params.id) }, data: req.body });
  res.json(user);
});

api.patch('/projects/:id', async (req, res) => {
  // ok: node.api.body-to-privileged-model
  const project = await prisma.project.update({ where: { id: Number(req.params.id) }, data: { ...req.body } });
  res.json(project);
});

api.post('/webhooks/stripe', async (req, res) => {
  const hmac = crypto.createHmac('sha256', process.env.STRIPE_SECRET!);
  // ok: node.api.body-to-privileged-model
  hmac.update(req.body);
  res.sendStatus(200);
});
