import { createHash } from 'node:crypto';

// formbricks' breached-password check: the HaveIBeenPwned range API is defined over SHA-1, and only
// the first five hex digits of the digest leave the process (k-anonymity)
const HIBP_RANGE_URL = 'https://api.pwnedpasswords.com/range';

export async function isPasswordCompromised(password: string): Promise<boolean> {
  // ok: node.crypto.weak-hash
  const sha1 = createHash('sha1').update(password).digest('hex').toUpperCase();
  const prefix = sha1.substring(0, 5);
  const suffix = sha1.substring(5);
  const res = await fetch(`${HIBP_RANGE_URL}/${prefix}`, { headers: { 'Add-Padding': 'true' } });
  const body = await res.text();
  return body.split('\n').some((line) => line.startsWith(suffix));
}

// the same file storing a password digest is still reported
export function legacyPasswordHash(password: string) {
  // ruleid: node.crypto.weak-hash
  return createHash('md5').update(password).digest('hex');
}
