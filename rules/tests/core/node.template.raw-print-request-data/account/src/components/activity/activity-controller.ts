import { Request, Response } from 'express';

const PATHS = { changePassword: '/enter-password?type=changePassword', contact: 'https://home.account.example/contact' };

export async function activityGet(req: Request, res: Response): Promise<void> {
  const entries = await loadActivity(String(req.session.id));
  res.render('activity/index.njk', {
    entries,
    changePasswordLink: `${PATHS.changePassword}&from=activity`,
    contactLink: PATHS.contact,
  });
}

async function loadActivity(sessionId: string): Promise<{ service: string; at: string }[]> {
  return sessionId ? [{ service: 'Tax account', at: '2026-11-30' }] : [];
}
