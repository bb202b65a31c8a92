import { Router } from 'express';
import bcrypt from 'bcryptjs';
import { prisma } from '../db';

const router = Router();

router.post('/login', async (req, res) => {
  const { email, password } = req.body;
  const user = await prisma.user.findUnique({ where: { email } });
  if (!user) {
    return res.status(401).json({
      // ruleid: node.auth.login-user-enumeration
      error: 'User not found',
      // ok: node.auth.login-user-enumeration
      message: 'No account found with this email address',
    });
  }
  if (!(await bcrypt.compare(password, user.passwordHash))) {
    return res.status(401).json({ error: 'Invalid password' });
  }
  return res.json({ token: issueToken(user) });
});

router.put('/me/password', requireAuth, async (req, res) => {
  const { currentPassword, newPassword } = req.body;
  const user = await prisma.user.findUnique({ where: { id: req.user!.id }, select: { passwordHash: true } });
  if (!user) {
    // ok: node.auth.login-user-enumeration
    return res.status(404).json({ error: 'User not found' });
  }
  if (!(await bcrypt.compare(currentPassword, user.passwordHash))) {
    return res.status(400).json({ error: 'Current password is incorrect' });
  }
  await prisma.user.update({ where: { id: req.user!.id }, data: { passwordHash: await bcrypt.hash(newPassword, 12) } });
  return res.sendStatus(204);
});

export default router;

export function mountLogin(app: Express) {
  app.post('/request-token', async (request, response) => {
    if (await Settings.isMultiUserMode()) {
      const { username, password } = request.body;
      const existing = await User.get({ username: String(username) });
      if (!existing || !bcrypt.compareSync(String(password), existing.password)) {
        await EventLogs.logEvent('failed_login', {
          ip: request.ip,
          // ok: node.auth.login-user-enumeration
          username: username || 'Unknown user',
        });
        return response.status(200).json({ valid: false, message: 'Invalid login credentials.' });
      }
      return response.json({ valid: true, token: issueToken(existing) });
    }
    // single-user mode: one instance password, no user name
    if (request.body.password !== process.env.AUTH_TOKEN) {
      return response.status(401).json({ valid: false, message: 'Invalid password provided' });
    }
    return response.json({ valid: true, token: issueToken({ id: 0 }) });
  });
}

export async function loginHandler(req: NextApiReq, res: NextApiRes) {
  const { username, password } = req.body;
  if ((await prisma.user.count()) === 0) {
    logger.info('created default user: administrator');
  }
  const user = await prisma.user.findFirst({ where: { username } });
  // ruleid: node.auth.login-user-enumeration
  if (!user) return res.notFound('user not found');
  if (!(await checkPassword(password, user.password))) return res.unauthorized('Wrong password');
  return res.json({ ok: true });
}
