import jwt, { type GetPublicKeyOrSecret } from 'jsonwebtoken';
import jwksClient from 'jwks-rsa';

const client = jwksClient({ jwksUri: 'https://auth.acme-example.com/.well-known/jwks.json' });
const getKey: GetPublicKeyOrSecret = (header, cb) => {
  client.getSigningKey(header.kid, (err, key) => cb(err, key?.getPublicKey()));
};

export function verifyPartnerToken(token: string) {
  return new Promise((resolve, reject) =>
    // ruleid: node.jwt.mixed-algorithm-families
    jwt.verify(token, getKey, { algorithms: ['RS256', 'HS256'] }, (err, claims) => (err ? reject(err) : resolve(claims))),
  );
}

export function verifyUserToken(token: string) {
  return new Promise((resolve, reject) =>
    // ok: node.jwt.mixed-algorithm-families
    jwt.verify(token, getKey, { algorithms: ['RS256', 'ES256'] }, (err, claims) => (err ? reject(err) : resolve(claims))),
  );
}

export const legacyVerifyOptions = {
  issuer: 'https://legacy.acme-example.com',
  // ruleid: node.jwt.mixed-algorithm-families
  algorithms: ['HS512', 'ES384'],
};

export const internalVerifyOptions = {
  // ok: node.jwt.mixed-algorithm-families
  algorithms: ['HS256'],
};
