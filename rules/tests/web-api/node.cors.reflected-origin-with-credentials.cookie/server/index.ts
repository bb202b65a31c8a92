import express from 'express';
import cors from 'cors';
import cookieParser from 'cookie-parser';
import jwt from 'jsonwebtoken';
import { formsRouter } from './forms';

// The same reflected origin with credentials, in an app that keeps the sign-in in a cookie it
// sets at login: any site the visitor opens can read /api/forms with that cookie attached.
const app = express();
app.use(express.json());
app.use(cookieParser());
// ruleid: node.cors.reflected-origin-with-credentials
app.use(cors({ origin: true, credentials: true }));

app.post('/api/login', async (req, res) => {
  const user = await verifyLogin(req.body.email, req.body.password);
  res.cookie('auth_token', jwt.sign({ sub: user.id }, process.env.JWT_SECRET!), { httpOnly: true });
  res.json({ id: user.id });
});

app.use('/api/forms', (req, res, next) => {
  const token = req.cookies.auth_token;
  if (!token) return res.sendStatus(401);
  res.locals.user = jwt.verify(token, process.env.JWT_SECRET!);
  next();
}, formsRouter);

declare function verifyLogin(email: string, password: string): Promise<{ id: string }>;
export default app;
