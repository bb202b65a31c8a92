// A sync extension's own debug switch: flipped on while debugging, shipped off
import { fetchAccount, refreshSession } from './api';

const DEBUG = false;
const TRACE_REQUESTS = true;
let verbose = false;

export async function syncAccount(session) {
  const { accessToken } = await refreshSession(session);
  if (DEBUG) {
    // ok: js.logging.secret-in-log
    console.log('sync: refreshed access token', accessToken);
  }
  // ok: js.logging.secret-in-log
  if (DEBUG) console.log('sync: token', accessToken);
  // ok: js.logging.secret-in-log
  if (!TRACE_REQUESTS) console.log('sync: token', accessToken);
  if (verbose) {
    // ruleid: js.logging.secret-in-log
    console.log('sync: token', accessToken);
  }
  if (TRACE_REQUESTS) {
    // ruleid: js.logging.secret-in-log
    console.log('sync: token', accessToken);
  }
  return fetchAccount(accessToken);
}

export function setVerbose(value) {
  verbose = value;
}
