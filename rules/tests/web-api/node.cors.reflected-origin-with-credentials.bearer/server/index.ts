import express from 'express';
import cors from 'cors';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { notesRouter } from './notes';

// The API signs requests in only by a JWT the web app keeps and sends itself: the Authorization
// header, or ?token= for media links. No cookie or session is set or read anywhere, so a foreign
// origin has no credential the browser would attach for the visitor.
const getTokenFromRequest = (req: express.Request) =>
  ExtractJwt.fromAuthHeaderAsBearerToken()(req) ?? (typeof req.query.token === 'string' ? req.query.token : null);

passport.use(new JwtStrategy({ jwtFromRequest: getTokenFromRequest, secretOrKey: process.env.JWT_SECRET! }, (payload, done) => done(null, payload)));

const app = express();
app.use(express.json());
// ok: node.cors.reflected-origin-with-credentials
app.use(cors({ origin: true, credentials: true }));
app.use('/api/notes', passport.authenticate('jwt', { session: false }), notesRouter);

app.listen(Number(process.env.PORT ?? 1111));
