// Client portal sign-in: new accounts get bcrypt, accounts created before the switch still hold a
// SHA-256 digest that is accepted once and replaced by a bcrypt hash at that login.
import bcrypt from 'bcrypt';
import crypto from 'node:crypto';

export async function verifyClientPassword(password: string, storedHash: string) {
  try {
    if (bcrypt.compareSync(password, storedHash)) {
      return { isValid: true, needsMigration: false };
    }
  } catch {
    // not a bcrypt hash: try the legacy digest below
  }
  // ok: node.password.fast-hash
  const sha256Hash = crypto.createHash('sha256').update(password).digest('hex');
  if (storedHash === sha256Hash) {
    return { isValid: true, needsMigration: true };
  }
  return { isValid: false, needsMigration: false };
}

// The same legacy digest still written for new accounts: nothing migrates it.
export async function registerClient(email: string, password: string) {
  // ruleid: node.password.fast-hash
  const passwordDigest = crypto.createHash('sha256').update(password).digest('hex');
  return { email, passwordDigest };
}
