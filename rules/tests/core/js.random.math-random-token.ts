import { db } from '../db';

export async function createPasswordReset(userId: string) {
  // ruleid: js.random.math-random-token
  const resetToken = Math.random().toString(36).slice(2);
  await db.passwordReset.create({ data: { userId, token: resetToken, expiresAt: new Date(Date.now() + 3600_000) } });
  return resetToken;
}

export async function createPasswordResetSafe(userId: string) {
  // ok: js.random.math-random-token
  const resetToken = crypto.randomUUID();
  await db.passwordReset.create({ data: { userId, token: resetToken, expiresAt: new Date(Date.now() + 3600_000) } });
  return resetToken;
}

export function generateApiKey() {
  // ruleid: js.random.math-random-token
  return 'sk_' + Math.random().toString(36).substring(2, 15) + Math.random().toString(36).substring(2, 15);
}

export function listItems(labels: string[]) {
  // ok: js.random.math-random-token
  return labels.map((label) => ({ key: Math.random().toString(36).slice(2), label }));
}

export function newSession(userId: string) {
  return {
    userId,
    // ruleid: js.random.math-random-token
    sessionId: Math.random().toString(16),
    createdAt: Date.now(),
  };
}

export function tempFileName() {
  // ok: js.random.math-random-token
  const name = `upload-${Math.random().toString(36).slice(2)}.tmp`;
  return name;
}

const USE_DUMMY_DATA = process.env.EXPO_PUBLIC_RAMP_SANDBOX === '1';

// A demo path that fakes the provider's answer: the values are stand-ins nothing checks.
export async function authenticate(api: RampApi, signature: string): Promise<AuthResponse> {
  if (!USE_DUMMY_DATA) {
    return api.verifySignature(signature);
  }
  const dummyAuthResponse: AuthResponse = {
    accessToken: `dummy_token_${Date.now()}`,
    // ok: js.random.math-random-token
    sessionId: `sess_${Math.random().toString(36).substring(7)}`,
  };
  return dummyAuthResponse;
}

export function issueSession(userId: string) {
  const authResponse = {
    userId,
    // ruleid: js.random.math-random-token
    sessionId: `sess_${Math.random().toString(36).substring(7)}`,
  };
  return authResponse;
}
