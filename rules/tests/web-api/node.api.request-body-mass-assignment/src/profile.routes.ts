import { Router } from 'express';
import { createHmac } from 'node:crypto';
import { idempotencyCache } from '../cache';
import { z } from 'zod';
import { prisma } from '../db';
import { User } from '../models/User';
import { Project } from '../models/Project';
import { projectRepository } from '../repositories';
import { WebhookAgent } from '../notifications/webhook';
import { requireUser } from '../middleware/auth';

export const profileRouter = Router();

const ProfileUpdate = z.object({ name: z.string().max(80), bio: z.string().max(500).optional() }).strict();

profileRouter.patch('/me', requireUser, async (req, res) => {
  const user = await prisma.user.update({
    where: { id: req.user.id },
    // ruleid: node.api.request-body-mass-assignment
    data: req.body,
  });
  res.json({ id: user.id, name: user.name });
});

profileRouter.put('/me', requireUser, async (req, res) => {
  const data = ProfileUpdate.parse(req.body);
  // ok: node.api.request-body-mass-assignment
  const user = await prisma.user.update({ where: { id: req.user.id }, data });
  res.json({ id: user.id, name: user.name });
});

profileRouter.post('/signup', async (req, res) => {
  // ruleid: node.api.request-body-mass-assignment
  const user = new User(req.body);
  await user.save();
  res.status(201).json({ id: user.id });
});

profileRouter.post('/webhooks/billing', async (req, res) => {
  // ok: node.api.request-body-mass-assignment
  const expected = createHmac('sha256', process.env.BILLING_WEBHOOK_SECRET!).update(req.body).digest('hex');
  if (expected !== req.get('x-signature')) return res.sendStatus(401);
  // ok: node.api.request-body-mass-assignment
  await idempotencyCache.set(String(req.get('x-event-id')), req.body);
  res.sendStatus(204);
});

profileRouter.post('/preferences', requireUser, async (req, res) => {
  const { theme, language } = req.body;
  // ok: node.api.request-body-mass-assignment
  await User.findByIdAndUpdate(req.user.id, { preferences: { theme, language } });
  res.sendStatus(204);
});

profileRouter.post('/notifications/test', requireUser, async (req, res) => {
  // a throwaway client built from the draft settings to send one test message; nothing is stored
  // ok: node.api.request-body-mass-assignment
  const agent = new WebhookAgent(req.body);
  const sent = await agent.send({ subject: 'Test notification', to: req.user.email });
  res.sendStatus(sent ? 204 : 502);
});

profileRouter.post('/projects', requireUser, async (req, res) => {
  // ruleid: node.api.request-body-mass-assignment
  const project = new Project({ ...req.body, ownerId: req.user.id });
  await projectRepository.save(project);
  res.status(201).json({ id: project.id });
});
