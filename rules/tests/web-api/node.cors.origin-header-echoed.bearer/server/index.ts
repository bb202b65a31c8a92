import express from 'express';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';

// Requests are signed in only by a JWT the web app sends itself in the Authorization header; no
// cookie or session is set or read, so a foreign origin has no credential to ride.
passport.use(
  new JwtStrategy({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: process.env.JWT_SECRET! }, (payload, done) =>
    done(null, payload),
  ),
);

const app = express();
app.use((req, res, next) => {
  // ok: node.cors.origin-header-echoed
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  next();
});
app.get('/api/notes', passport.authenticate('jwt', { session: false }), (req, res) => res.json([]));

app.listen(Number(process.env.PORT ?? 1111));
