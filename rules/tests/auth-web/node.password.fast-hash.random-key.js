import crypto from 'crypto';
import { nanoid } from 'nanoid';

// A signaling server makes peer ids unguessable with a keyed hash: the "password" is a random
// secret drawn once per process, not anything a user typed, so a fast hash is the right tool.
export const hasher = (() => {
  let password;
  return {
    hashCodeSalted(salt) {
      if (!password) {
        password = randomizer.getRandomString(128);
      }
      // ok: node.password.fast-hash
      return crypto.createHash('sha3-512')
        .update(password)
        .update(crypto.createHash('sha3-512').update(salt, 'utf8').digest('hex'))
        .digest('hex');
    },
  };
})();

const SERVER_PASSWORD = crypto.randomBytes(64).toString('hex');

export function signRoom(roomId) {
  // ok: node.password.fast-hash
  return crypto.createHmac('sha256', SERVER_PASSWORD).update(roomId).digest('hex');
}

export function roomKey(roomId) {
  // ok: node.password.fast-hash
  return crypto.createHash('sha256').update(SERVER_PASSWORD + roomId).digest('hex');
}

export class InviteCodes {
  constructor() {
    this.passphrase = nanoid(48);
  }

  code(email) {
    // ok: node.password.fast-hash
    return crypto.createHash('sha512').update(`${this.passphrase}:${email}`).digest('base64url');
  }
}

// a user's password stays a password, whatever else in the file is random
export function register(req) {
  const salt = crypto.randomBytes(16).toString('hex');
  // ruleid: node.password.fast-hash
  return { salt, hash: crypto.createHash('sha256').update(salt + req.body.password).digest('hex') };
}

export function hashPassword(password) {
  // ruleid: node.password.fast-hash
  return crypto.createHash('sha512').update(password).digest('hex');
}

// a function's own `password` parameter is its caller's, not the random one above
export function verify(password, stored) {
  // ruleid: node.password.fast-hash
  return crypto.createHash('sha3-512').update(password).digest('hex') === stored;
}

// a temporary password mailed to the user is still a password a person signs in with
export async function resetToTemporary(user) {
  const password = generateRandomPassword(10);
  // ruleid: node.password.fast-hash
  user.passwordDigest = crypto.createHash('sha256').update(password).digest('hex');
  await user.save();
  return password;
}

// a password from the request, random only when none was given
export async function createAccount(req) {
  const password = req.body.password || randomizer.getRandomString(12);
  // ruleid: node.password.fast-hash
  return crypto.createHash('sha256').update(password).digest('hex');
}

const randomizer = { getRandomString: (n) => crypto.randomBytes(n).toString('base64url').slice(0, n) };
const generateRandomPassword = (n) => crypto.randomBytes(n).toString('base64url').slice(0, n);
