import jwt from 'jsonwebtoken';
import { SignJWT, jwtVerify } from 'jose';
import { Strategy as JwtStrategy, ExtractJwt } from 'passport-jwt';
import passport from 'passport';

export function issueAccessToken(userId: string) {
  // ruleid: node.jwt.hardcoded-secret-argument
  return jwt.sign({ sub: userId }, 'acme-super-secret-2024', { algorithm: 'HS256', expiresIn: '15m' });
}

export function readAccessToken(token: string) {
  // ok: node.jwt.hardcoded-secret-argument
  return jwt.verify(token, process.env.JWT_SECRET!, { algorithms: ['HS256'] });
}

// ruleid: node.jwt.hardcoded-secret-argument
const edgeKey = new TextEncoder().encode('edge-signing-key-do-not-share');
// ok: node.jwt.hardcoded-secret-argument
const envKey = new TextEncoder().encode(process.env.EDGE_JWT_SECRET);

export async function issueEdgeToken(sub: string) {
  return new SignJWT({ sub }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('10m').sign(edgeKey);
}

export async function readEdgeToken(token: string) {
  return jwtVerify(token, envKey, { algorithms: ['HS256'] });
}

passport.use(
  new JwtStrategy(
    {
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // ruleid: node.jwt.hardcoded-secret-argument
      secretOrKey: 'passport-jwt-secret',
      algorithms: ['HS256'],
    },
    (payload, done) => done(null, { id: payload.sub }),
  ),
);

export function label() {
  // ok: node.jwt.hardcoded-secret-argument
  return jwt.decode('eyJhbGciOiJIUzI1NiJ9.e30.sig', { json: true });
}
