import type { NextApiHandler, NextApiRequest } from 'next';
import * as jose from 'jose';
import jwt from 'jsonwebtoken';

const sessionSecret = process.env.NEXTAUTH_SECRET ?? '';
const partnerPublicKey = process.env.PARTNER_JWT_PUBLIC_KEY ?? '';

/** GET: verify the login action's token; POST: verify it and resend the verification email. */
const handler: NextApiHandler = async (req, res) => {
  // the file's own `verify` below (jose with a symmetric key: HS* only)
  // ok: node.jwt.verify-without-algorithms
  const token = await verify(req);
  if (token == null) return res.status(401).end();
  res.status(200).json({ sub: token.payload.sub });
};

export default handler;

const verify = async (req: NextApiRequest) => {
  const raw = (req.query?.token as string) ?? null;
  return raw != null ? await jose.jwtVerify(raw, new TextEncoder().encode(sessionSecret)) : null;
};

export function partnerClaims(raw: string) {
  // ruleid: node.jwt.verify-without-algorithms
  return jwt.verify(raw, partnerPublicKey);
}
