// The monorepo's API server, beside the app: its process log is the server logging rules' matter
// (node.logging.password-in-logged-text, js.logging.secret-in-log), not a device's log.
import type { Request, Response } from 'express';
import { users } from './users';

export async function login(req: Request, res: Response) {
  const { email, password } = req.body;
  // ok: rn.logging.password-in-console
  console.log('login attempt', { email, password });
  const user = await users.verify(email, password);
  res.json({ ok: Boolean(user) });
}

export async function changePassword(req: Request, res: Response) {
  const { newPassword } = req.body;
  // ok: rn.logging.password-in-console
  console.info(`password change: ${newPassword}`);
  res.sendStatus(204);
}
