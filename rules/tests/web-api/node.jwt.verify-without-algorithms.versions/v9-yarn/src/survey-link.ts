import jwt from 'jsonwebtoken';

const LINK_SECRET = process.env.SURVEY_LINK_SECRET!;

export function contactIdFromLink(token: string): string | null {
  try {
    // jsonwebtoken 9.0.2: a string secret allows only HS256/384/512, and `none` is refused
    // ok: node.jwt.verify-without-algorithms
    const payload = jwt.verify(token, LINK_SECRET) as { contactId: string };
    return payload.contactId;
  } catch {
    return null;
  }
}
