const { sendSms } = require('./sms');
const crypto = require('crypto');

async function sendLoginCode(user) {
  // ruleid: js.random.math-random-security-value
  const otp = Math.floor(100000 + Math.random() * 900000).toString();
  await sendSms(user.phone, `Your code is ${otp}`);
  return otp;
}

async function sendLoginCodeSafe(user) {
  // ok: js.random.math-random-security-value
  const otp = crypto.randomInt(100000, 1000000).toString();
  await sendSms(user.phone, `Your code is ${otp}`);
  return otp;
}

function startEmailVerification(user) {
  // ruleid: js.random.math-random-security-value
  user.verificationCode = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  return user;
}

function retryDelay(attempt) {
  // ok: js.random.math-random-security-value
  const jitter = Math.floor(Math.random() * 250);
  return 2 ** attempt * 100 + jitter;
}

function generatePassword(length = 12) {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  let out = '';
  for (let i = 0; i < length; i++) {
    // ruleid: js.random.math-random-security-value
    out += alphabet[Math.floor(Math.random() * alphabet.length)];
  }
  return out;
}

module.exports = { sendLoginCode, sendLoginCodeSafe, startEmailVerification, retryDelay, generatePassword };

// A "salt" that only spreads cache keys across shards: nothing secret rides on it.
function cacheKeyFor(domain) {
  // ok: js.random.math-random-security-value
  const salt = Math.floor(Math.random() * 16);
  return `favicon:${salt}:${domain}`;
}

// A "nonce" that busts the browser cache of a status image.
function statusImageUrl(base) {
  // ok: js.random.math-random-security-value
  const nonce = Math.random().toString(36).slice(2);
  return `${base}/status.png?nonce=${nonce}`;
}

// A salt for a key derivation: security-relevant by its use.
function deriveVaultKey(passphrase) {
  // ruleid: js.random.math-random-security-value
  const salt = String(Math.floor(Math.random() * 1e9));
  return crypto.pbkdf2Sync(passphrase, salt, 310000, 32, 'sha256');
}

// A CSP nonce put in the policy header: a script allow-list an attacker can predict.
function withCsp(res) {
  // ruleid: js.random.math-random-security-value
  const nonce = Math.floor(Math.random() * 1e12).toString(16);
  res.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}'`);
  return nonce;
}

// A "nonce" appended to a request's query to defeat caches, not kept or checked anywhere.
function pollUrl(endpoint) {
  const url = new URL(endpoint);
  // ok: js.random.math-random-security-value
  const nonce = Math.floor(Math.random() * 1e9);
  url.searchParams.set('nonce', String(nonce));
  return url.toString();
}

// Web Crypto wherever it exists; Math.random only where the platform has none
function generatePassword(length = 20) {
  const charset = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const cryptoApi = typeof globalThis !== 'undefined' ? globalThis.crypto : undefined;
  if (!cryptoApi?.getRandomValues) {
    let fallback = '';
    for (let i = 0; i < length; i += 1) {
      // ok: js.random.math-random-security-value
      fallback += charset[Math.floor(Math.random() * charset.length)];
    }
    return fallback;
  }
  const values = new Uint32Array(length);
  cryptoApi.getRandomValues(values);
  return Array.from(values, (v) => charset[v % charset.length]).join('');
}

// an element id for a markdown parser token, not a security token
function generateIdForToken(token) {
  // ok: js.random.math-random-security-value
  return token.map ? `task-item-${token.map[0]}` : `task-item-${Math.ceil(Math.random() * 1e7)}`;
}

function resetPasswordFor(user) {
  // ruleid: js.random.math-random-security-value
  const newPassword = String(Math.floor(Math.random() * 1e10)).padStart(10, "0");
  return users.setPassword(user.id, newPassword);
}

// seed data for the storybook and the offline demo: a fake user, no live account
const mockUser = {
  id: 'demo-user',
  // ok: js.random.math-random-security-value
  otpCode: String(Math.floor(Math.random() * 1e6)).padStart(6, '0'),
};

function sendLoginCode(user) {
  const loginCode = {
    userId: user.id,
    // ruleid: js.random.math-random-security-value
    otpCode: String(Math.floor(Math.random() * 1e6)).padStart(6, '0'),
  };
  return mailer.sendCode(user.email, loginCode);
}

module.exports = { mockUser, sendLoginCode };

// A mock traffic generator continues one of the sessions it already made: the id is an element of
// the collection, the index only picks it.
function continueSession(activeSessions) {
  const activeSids = Array.from(activeSessions.keys()).slice(0, 50);
  // ok: js.random.math-random-security-value
  const sessionId = activeSids[Math.floor(Math.random() * activeSids.length)];
  return activeSessions.get(sessionId);
}

// A token composed of picked characters is still a Math.random token.
function makeResetToken(length) {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let resetToken = '';
  for (let i = 0; i < length; i++) {
    // ruleid: js.random.math-random-security-value
    resetToken += chars[Math.floor(Math.random() * chars.length)];
  }
  return resetToken;
}

// A lock-out delay named after the password it guards is a duration: its jitter needs no secrecy.
export const usePasswordDelay = (attempt) => {
  // ok: js.random.math-random-security-value
  return attempt > MAX_PASSWORD_ATTEMPTS ? Math.random() * RANDOM_DELAY_TIME + CONSTANT_DELAY_TIME : 0;
};

export function resetPasswordTimeoutMs() {
  // ok: js.random.math-random-security-value
  return 30_000 + Math.floor(Math.random() * 5_000);
}

export function temporaryPassword() {
  // ruleid: js.random.math-random-security-value
  return String(Math.floor(Math.random() * 1e10)).padStart(10, "0");
}

// A startup-performance recorder labels the events of one app launch: the "session id" goes only
// into log records, nothing checks it.
const launchStartedAt = Date.now();
// ok: js.random.math-random-security-value
const perfSessionId = `${launchStartedAt.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
function recordLaunchEvent(name, data) {
  perfEvents.push({ name, sessionId: perfSessionId, at: Date.now(), data });
}

// A login handler that sets the session id it made as the session cookie: a credential.
function startSession(res, user) {
  // ruleid: js.random.math-random-security-value
  const sessionId = String(Math.floor(Math.random() * 1e12));
  sessions.set(sessionId, user.id);
  res.setHeader('Set-Cookie', `sid=${sessionId}; HttpOnly`);
}

// A render probe picks one of the asset ids it is handed to mutate: the id already exists.
function pickRandomTokenId(tokenIds) {
  if (!tokenIds.length) {
    return undefined;
  }
  // ok: js.random.math-random-security-value
  return tokenIds[Math.floor(Math.random() * tokenIds.length)];
}

// A token generator returning a freshly drawn random value is still reported.
function randomResetToken(digits) {
  // ruleid: js.random.math-random-security-value
  return String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');
}
