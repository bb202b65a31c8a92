import { Router } from 'express';
import { authenticate, issueTokens } from '../services/auth';

export const authRouter = Router();

authRouter.post('/login', async (req, res) => {
  const user = await authenticate(req.body.email, req.body.password);
  if (!user) return res.status(401).json({ error: 'Invalid email or password' });
  const { accessToken, refreshToken } = await issueTokens(user.id);
  // ruleid: node.cookie.session-cookie-without-options
  res.cookie('access_token', accessToken, { httpOnly: true, secure: true, sameSite: 'lax' });
  // ok: node.cookie.session-cookie-without-options
  res.cookie('refresh_token', refreshToken, { httpOnly: true, secure: true, sameSite: 'strict', path: '/auth/refresh' });
  // ok: node.cookie.session-cookie-without-options
  res.cookie('locale', req.acceptsLanguages('en', 'de') || 'en');
  res.json({ id: user.id });
});

authRouter.post('/logout', (req, res) => {
  // ok: node.cookie.session-cookie-without-options
  res.cookie('access_token', '');
  res.clearCookie('refresh_token', { path: '/auth/refresh' });
  res.sendStatus(204);
});

export async function rememberDevice(res: import('express').Response, deviceToken: string) {
  // ruleid: node.cookie.session-cookie-without-options
  res.cookie('remember_device', deviceToken, { httpOnly: true, secure: true, sameSite: 'lax' });
}
