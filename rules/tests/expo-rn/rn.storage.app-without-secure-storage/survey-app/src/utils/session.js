import { sha256 } from 'js-sha256';

export function generateSessionID() {
  const id = sha256(`${Math.random() * 10000}${Date.now()}`);
  return { id, ttl: fiveMinutesFromNow() };
}

export function fiveMinutesFromNow() {
  return Date.now() + 5 * 60 * 1000;
}
