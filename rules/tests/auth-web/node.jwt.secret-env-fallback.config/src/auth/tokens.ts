import jwt from 'jsonwebtoken';
import session from 'express-session';
import signature from 'cookie-signature';
import type { Express } from 'express';
import { config, RESET_TOKEN_SECRET, UPLOADS_BUCKET_SECRET_NAME } from '../config';

export const issue = (sub: string) =>
  jwt.sign({ sub }, config.authentication.jwt.secret, { expiresIn: config.authentication.jwt.expiresIn });

export const verifyReset = (token: string) => jwt.verify(token, RESET_TOKEN_SECRET, { algorithms: ['HS256'] });

export function sessions(app: Express) {
  app.use(session({ secret: config.authentication.session.secret, resave: false, saveUninitialized: false }));
}

export const bucketName = () => `${UPLOADS_BUCKET_SECRET_NAME}-${config.port}`;

// the socket server re-signs express-session's cookie: a session id, a random key of the store
export const signedSid = (sid: string) => 's:' + signature.sign(sid, config.authentication.session.secret);
