import jwt from 'jsonwebtoken';

const SECRET = process.env.JWT_SECRET!;

export function readSession(token: string) {
  return jwt.verify(token, SECRET, {
    algorithms: ['HS256'],
    // ruleid: node.jwt.ignore-expiration
    ignoreExpiration: false,
  });
}

export function readRefreshToken(token: string) {
  // ruleid: node.jwt.ignore-expiration
  return jwt.verify(token, SECRET, { algorithms: ['HS256'], ignoreExpiration: false, audience: 'refresh' });
}

export function readAccessToken(token: string) {
  // ok: node.jwt.ignore-expiration
  return jwt.verify(token, SECRET, { algorithms: ['HS256'], clockTolerance: 5 });
}

export function readExpiredForRefresh(token: string) {
  // ok: node.jwt.ignore-expiration
  return jwt.verify(token, SECRET, { algorithms: ['HS256'], ignoreExpiration: false, maxAge: '7d' });
}
