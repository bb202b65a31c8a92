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

const EVENT_NAMES = ['screen_view', 'session_start', 'purchase', 'sign_up'];
const COUNTRIES = ['SE', 'US', 'DE', 'BR'];

// A live feed of sample events on the landing page: every field is made up on the spot.
export function generateSampleEvent(index = 0) {
  return {
    id: Math.random().toString(36).substring(2, 15),
    name: EVENT_NAMES[Math.floor(Math.random() * EVENT_NAMES.length)],
    // ok: js.random.math-random-token
    sessionId: Math.random().toString(36).substring(2, 15),
    country: COUNTRIES[Math.floor(Math.random() * COUNTRIES.length)],
    createdAt: new Date(Date.now() - index * 1000),
  };
}

export function startSession(userId: string, roles: string[]) {
  return {
    userId,
    role: roles[0],
    // ruleid: js.random.math-random-token
    sessionId: Math.random().toString(36).substring(2, 15),
  };
}

// A helper held in a const is named for what it makes, as a declared function is; the login route sets its result
// as the session cookie.
const generateSessionId = (): string => {
  // ruleid: js.random.math-random-token
  return Math.random().toString(36).substring(2);
};

// A shuffle held in a const: nothing security-relevant is made.
const shuffleQuestions = <T,>(questions: T[]): T[] =>
  // ok: js.random.math-random-token
  [...questions].sort(() => Math.random() - 0.5);

export { generateSessionId, shuffleQuestions };
