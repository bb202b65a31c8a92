// ruleid: node.jwt.hardcoded-secret-constant
export const JWT_SECRET = "9f86d081884c7d659a2feaa0c55ad015";
// ok: node.jwt.hardcoded-secret-constant
export const JWT_REFRESH_SECRET = process.env.JWT_REFRESH_SECRET!;
export const ACCESS_TOKEN_TTL = '15m';

export const authConfig = {
  issuer: 'https://auth.acme-example.com',
  // ruleid: node.jwt.hardcoded-secret-constant
  jwtSecret: 'dev-jwt-secret',
  // ok: node.jwt.hardcoded-secret-constant
  sessionSecret: process.env.SESSION_SECRET,
};

// ok: node.jwt.hardcoded-secret-constant
export const JWT_SECRET_ENV = 'JWT_SECRET';
