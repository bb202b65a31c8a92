// A music-server client: the servers it talks to define how a request is signed, so the MD5 their
// protocols mandate goes out in the request and is never stored or compared here. The same file
// also hashes passwords and tokens of its own, which stay findings.
import crypto from 'node:crypto';
import axios from 'axios';
import request, { type Request } from 'superagent';
import { db } from './db';

interface ServerConfig {
  url: string;
  user: string;
  password: string;
  apiKey: string;
  apiSecret: string;
}

// Subsonic's token auth: t = md5(password + salt), sent with the salt as query parameters.
export function withTokenAuth(req: Request, config: ServerConfig): Request {
  const params: Record<string, string> = { u: config.user, v: '1.16.1', c: 'jukebox', f: 'json' };
  const salt = crypto.randomBytes(8).toString('hex');
  // ok: node.crypto.weak-hash
  const token = crypto.createHash('md5').update(`${config.password}${salt}`).digest('hex');
  params.t = token;
  params.s = salt;
  return req.query(params);
}

export const ping = (config: ServerConfig) => withTokenAuth(request.get(`${config.url}/rest/ping.view`), config);

// A scrobbling API's request signature: md5 of the sorted parameters and the shared secret, sent
// as api_sig in the POST body.
function signature(params: Record<string, string>, secret: string): string {
  const base = Object.keys(params).sort().map((key) => `${key}${params[key]}`).join('');
  // ok: node.crypto.weak-hash
  return crypto.createHash('md5').update(base + secret, 'utf8').digest('hex');
}

export async function scrobble(config: ServerConfig, sessionKey: string, artist: string, track: string) {
  const params: Record<string, string> = { method: 'track.scrobble', api_key: config.apiKey, sk: sessionKey, artist, track };
  params.api_sig = signature(params, config.apiSecret);
  const res = await fetch('https://ws.audioscrobbler.com/2.0/', { method: 'POST', body: new URLSearchParams(params) });
  return res.json();
}

// HTTP Digest authentication (RFC 2617): HA1 and the response the server checks, in the
// Authorization header.
export async function digestGet(url: string, user: string, password: string, challenge: { realm: string; nonce: string }) {
  const uri = new URL(url).pathname;
  // ok: node.crypto.weak-hash
  const ha1 = crypto.createHash('md5').update(`${user}:${challenge.realm}:${password}`).digest('hex');
  // ok: node.crypto.weak-hash
  const ha2 = crypto.createHash('md5').update(`GET:${uri}`).digest('hex');
  // ok: node.crypto.weak-hash
  const response = crypto.createHash('md5').update(`${ha1}:${challenge.nonce}:${ha2}`).digest('hex');
  const authorization = `Digest username="${user}", realm="${challenge.realm}", nonce="${challenge.nonce}", uri="${uri}", response="${response}"`;
  return axios.get(url, { headers: { Authorization: authorization } });
}

// The app's own accounts: an MD5 password hash stored, and compared at sign-in.
export async function createLocalUser(name: string, password: string) {
  // ruleid: node.crypto.weak-hash
  const passwordHash = crypto.createHash('md5').update(password).digest('hex');
  await db.query('INSERT INTO users (name, password_hash) VALUES ($1, $2)', [name, passwordHash]);
}

export async function checkLocalUser(name: string, password: string): Promise<boolean> {
  const row = await db.one('SELECT password_hash FROM users WHERE name = $1', [name]);
  // ruleid: node.crypto.weak-hash
  return crypto.createHash('sha1').update(password).digest('hex') === row.password_hash;
}

// A reset token the app makes from guessable input and keeps: not a protocol's parameter.
export async function issueResetToken(email: string) {
  // ruleid: node.crypto.weak-hash
  const resetToken = crypto.createHash('md5').update(email + Date.now()).digest('hex');
  await db.query('UPDATE users SET reset_token = $1 WHERE email = $2', [resetToken, email]);
  await axios.post('https://mail.internal/send', { to: email, template: 'reset' });
  return resetToken;
}

// A legacy password digest looked up in the app's own database, by text or by named parameter.
export async function findByLegacyHash(password: string) {
  // ruleid: node.crypto.weak-hash
  const legacyPassword = crypto.createHash('md5').update(password).digest('hex');
  const byText = await db.query(`SELECT id FROM users WHERE legacy_password = '${legacyPassword}'`);
  // ruleid: node.crypto.weak-hash
  const pwHash = crypto.createHash('sha1').update(password).digest('hex');
  const byName = await db.query('SELECT id FROM users WHERE legacy_password = :pwHash', { pwHash });
  return byText ?? byName;
}
