import { Router } from 'express';
import { randomBytes, createHash } from 'node:crypto';
import { prisma } from '../db';
import { mailer } from '../mailer';

export const passwordRouter = Router();

async function createResetToken(userId: string) {
  const token = randomBytes(32).toString('base64url');
  await prisma.passwordReset.create({
    data: { userId, tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt: new Date(Date.now() + 3600_000) },
  });
  return token;
}

passwordRouter.post('/forgot-password', async (req, res) => {
  const user = await prisma.user.findUnique({ where: { email: String(req.body.email) } });
  if (user) {
    const token = await createResetToken(user.id);
    // ruleid: node.reset.link-from-host-header
    const link = `${req.protocol}://${req.get('host')}/reset-password?token=${token}`;
    await mailer.send({ to: user.email, subject: 'Reset your password', text: link });
  }
  res.status(202).json({ message: 'If the address exists, we sent a link.' });
});

passwordRouter.post('/invite', async (req, res) => {
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  const token = await createResetToken(req.body.userId);
  // ruleid: node.reset.link-from-host-header
  await mailer.send({ to: req.body.email, subject: 'You are invited', text: `https://${host}/invite/accept?token=${token}` });
  res.sendStatus(202);
});

passwordRouter.post('/forgot-password/v2', async (req, res) => {
  const user = await prisma.user.findUnique({ where: { email: String(req.body.email) } });
  if (user) {
    const token = await createResetToken(user.id);
    // ok: node.reset.link-from-host-header
    const link = new URL(`/reset-password?token=${token}`, process.env.APP_URL).toString();
    await mailer.send({ to: user.email, subject: 'Reset your password', text: link });
  }
  res.status(202).json({ message: 'If the address exists, we sent a link.' });
});

passwordRouter.get('/health', (req, res) => {
  // ok: node.reset.link-from-host-header
  res.json({ served: `${req.hostname} ok` });
});

// the OAuth callback of the app's own sign-in: the identity provider only accepts registered callback URLs
export function oauthUrls(req: Request) {
  const host = req.headers['host'];
  // ok: node.reset.link-from-host-header
  const redirectUri = `https://${host}/api/auth/callback`;
  return { redirectUri, returnTo: `https://${host}` };
}
