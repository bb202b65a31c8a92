import express, { type NextFunction, type Request, type Response } from 'express';
import cors from 'cors';
import session from 'express-session';
import bcrypt from 'bcrypt';
import jwt, { type JwtPayload } from 'jsonwebtoken';
import { prisma } from './db';

// ruleid: node.jwt.hardcoded-secret-constant
export const JWT_SECRET = 'c2f1b8e4d7a9f3e6b5c4d2a1f0e9d8c7';
const ACCESS_TTL = '15m';

// no helmet (nor any security header) anywhere in this app, and X-Powered-By stays on
// ruleid: node.headers.app-without-security-headers
export const app = express();
app.use(express.json({ limit: '100kb' }));
// ruleid: node.cors.reflected-origin-with-credentials
app.use(cors({ origin: true, credentials: true }));
app.use(
  session({
    // express-session signs only ids of sessions in its store: a known secret forges none
    // ok: node.jwt.secret-env-fallback
    secret: process.env.SESSION_SECRET || 'keyboard cat',
    resave: false,
    saveUninitialized: false,
    cookie: { secure: true, httpOnly: true, sameSite: 'lax' },
  }),
);

export function requireUser(req: Request, res: Response, next: NextFunction) {
  const header = req.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : req.cookies?.access_token;
  if (!token) return res.status(401).json({ error: 'Unauthorized' });
  try {
    // ok: node.jwt.verify-without-algorithms
    const claims = jwt.verify(token, JWT_SECRET) as JwtPayload;
    res.locals.userId = claims.sub;
    next();
  } catch {
    res.status(401).json({ error: 'Unauthorized' });
  }
}

app.post('/auth/register', async (req, res) => {
  const { email, password, name } = req.body;
  if (typeof password !== 'string' || password.length < 12) {
    return res.status(400).json({ error: 'Password must be at least 12 characters' });
  }
  // ruleid: node.password.bcrypt-low-cost
  const passwordHash = await bcrypt.hash(password, 8);
  const user = await prisma.user.create({ data: { email: String(email), name: String(name), passwordHash } });
  res.status(201).json({ id: user.id });
});

app.post('/auth/login', async (req, res) => {
  const user = await prisma.user.findUnique({ where: { email: String(req.body.email) } });
  const valid = user && (await bcrypt.compare(String(req.body.password), user.passwordHash));
  if (!valid) return res.status(401).json({ error: 'Invalid email or password' });

  const token = jwt.sign({ sub: user.id }, JWT_SECRET, { algorithm: 'HS256', expiresIn: ACCESS_TTL });
  // ruleid: node.cookie.session-cookie-without-options
  res.cookie('access_token', token);
  res.json({ id: user.id, name: user.name });
});

app.post('/auth/logout', requireUser, (req, res) => {
  res.clearCookie('access_token');
  req.session.destroy(() => res.sendStatus(204));
});

app.get('/me', requireUser, async (_req, res) => {
  const user = await prisma.user.findUnique({
    where: { id: res.locals.userId },
    select: { id: true, email: true, name: true },
  });
  res.json(user);
});
