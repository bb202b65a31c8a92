import { Router } from 'express';

declare module 'express-session' {
  interface SessionData {
    userId: string;
  }
}

export const profileRouter = Router();

profileRouter.post('/email', async (req, res) => {
  await db.users.update(req.session.userId, { email: req.body.email });
  res.redirect('/profile');
});
