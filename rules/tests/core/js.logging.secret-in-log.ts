import type { Request, Response, NextFunction } from 'express';
import { logger } from './logger';
import { users } from './users';

export async function login(req: Request, res: Response) {
  const { email, password } = req.body;
  // ruleid: js.logging.secret-in-log
  console.log('login attempt', { email, password });
  // ok: js.logging.secret-in-log
  console.log('login attempt', { email, hasPassword: Boolean(password) });
  const user = await users.verify(email, password);
  res.json({ ok: Boolean(user) });
}

export function forwardAuth(req: Request, _res: Response, next: NextFunction) {
  // ruleid: js.logging.secret-in-log
  logger.debug(`proxying with ${req.headers.authorization}`);
  // ok: js.logging.secret-in-log
  logger.debug('proxying', { hasAuth: req.headers.authorization !== undefined, path: req.path });
  next();
}

export async function refresh(session: { refreshToken: string; userId: string }) {
  const token = await users.refresh(session.refreshToken);
  // ruleid: js.logging.secret-in-log
  logger.info('refreshed session', { userId: session.userId, refreshToken: session.refreshToken });
  // ok: js.logging.secret-in-log
  logger.info('refreshed session', { userId: session.userId, expiresIn: token.expiresIn });
  return token;
}

export function debugRequest(req: Request) {
  // ruleid: js.logging.secret-in-log
  console.debug('incoming request', req.method, req.url, req.headers);
  // ok: js.logging.secret-in-log
  console.debug('incoming request', req.method, req.url, req.headers['user-agent']);
}

const SESSION_COOKIE = { name: '__Host-session', options: { httpOnly: true, sameSite: 'lax' as const, secure: true } };

export function setSessionCookie(res: Response, value: string) {
  const cookie = SESSION_COOKIE;
  // ok: js.logging.secret-in-log
  logger.debug('setting session cookie', { cookie, path: '/' });
  res.cookie(cookie.name, value, cookie.options);
}

export function clearCookies(res: Response, names: string[]) {
  const cookies = names.map((name) => ({ name, options: { maxAge: 0 } }));
  // ok: js.logging.secret-in-log
  logger.debug('clearing cookies', { cookies });
  for (const c of cookies) res.clearCookie(c.name);
}

export function traceCookies(req: Request) {
  // ruleid: js.logging.secret-in-log
  logger.debug('request cookies', req.cookies);
  // ruleid: js.logging.secret-in-log
  console.log('raw cookie header', req.headers.cookie);
}

export async function sendResetLink(email: string, token: string): Promise<void> {
  await queueEmail(email, token);
  if (process.env.NODE_ENV === 'development') {
    // ok: js.logging.secret-in-log
    console.info('Password reset token:', token);
  }
  // ruleid: js.logging.secret-in-log
  console.info('Password reset token:', token);
}

export async function logPushRegistration(result: { expoPushToken?: string; nativePushToken?: string }) {
  // push addresses of this device: no credential
  // ok: js.logging.secret-in-log
  console.log('Push notifications registered', { expoPushToken: result.expoPushToken, nativePushToken: result.nativePushToken });
  // ok: js.logging.secret-in-log
  console.log('Push token sent to Intercom', result.nativePushToken);
}

export function logUpstreamRequests(api: AxiosInstance) {
  api.interceptors.request.use((request) => {
    // the credential headers are overwritten in the copy that is logged
    // ok: js.logging.secret-in-log
    logger.info('Starting external API request', JSON.stringify({ ...request, headers: { ...request.headers, 'x-api-key': '[REMOVED]', Authorization: '[REMOVED]' } }));
    return request;
  });
  api.interceptors.request.use((request) => {
    // the copy keeps every header the request sends, the API key with them
    // ruleid: js.logging.secret-in-log
    logger.debug('Outgoing request headers', JSON.stringify({ url: request.url, headers: { ...request.headers, 'Content-Type': 'application/json' } }));
    return request;
  });
}
