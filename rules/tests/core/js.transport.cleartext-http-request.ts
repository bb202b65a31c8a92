import axios from 'axios';

const API_BASE = process.env.API_BASE_URL ?? 'https://api.acme.io';

export async function createCharge(body: string) {
  // ruleid: js.transport.cleartext-http-request
  return fetch('http://api.payments-provider.com/v1/charges', { method: 'POST', body });
}

export async function createChargeSafe(body: string) {
  // ok: js.transport.cleartext-http-request
  return fetch('https://api.payments-provider.com/v1/charges', { method: 'POST', body });
}

// ruleid: js.transport.cleartext-http-request
export const crm = axios.create({ baseURL: 'http://crm.acme-partners.net/api', timeout: 5000 });

// ok: js.transport.cleartext-http-request
export const local = axios.create({ baseURL: 'http://localhost:4000/api', timeout: 5000 });

export function subscribe(token: string) {
  // ruleid: js.transport.cleartext-http-request
  return new WebSocket(`ws://realtime.acme.io/feed?token=${token}`);
}

export async function health() {
  // ok: js.transport.cleartext-http-request
  return axios.get('http://api:8080/health');
}

export async function users() {
  // ok: js.transport.cleartext-http-request
  return axios.get(`${API_BASE}/users`);
}

// a Tor onion service: Tor encrypts the whole path to it, and the address authenticates the key
export async function mempoolTip() {
  // ok: js.transport.cleartext-http-request
  return fetch('http://mempoolhqx4isw62xs7abwphsq7ldayuidyx2v2oethdhhj6mlo2r6ad.onion/api/blocks/tip/height');
}

export async function statusOverOnionLookalike() {
  // ok: js.transport.cleartext-http-request
  return fetch('https://status.onion.example-cdn.com/api');
}

export async function onionNamedHost(statusKey: string) {
  // ruleid: js.transport.cleartext-http-request
  return fetch(`http://onion.acme-status.com/api/status?key=${statusKey}`);
}

// what travels decides: a key in the query, a body or an auth header crosses the network in cleartext
export async function weather(city: string) {
  // ruleid: js.transport.cleartext-http-request
  const res = await fetch(`http://api.weatherapi.com/v1/current.json?key=${process.env.WEATHER_KEY}&q=${city}`);
  return res.json();
}

export async function syncRecipes(session: { userToken: string }) {
  // ruleid: js.transport.cleartext-http-request
  return fetch('http://www.recipes-partner.com/services/sync.asmx', {
    headers: { 'Content-Type': 'text/xml' },
    body: `<token>${session.userToken}</token>`,
  });
}

// a public lookup that sends nothing but the address it asks about: nothing a network attacker wants
export async function countryOf(ip: string) {
  // ok: js.transport.cleartext-http-request
  const res = await fetch(`http://ip-api.com/json/${ip}?fields=countryCode`);
  return (await res.json()).countryCode as string;
}

export async function currentBuild() {
  // ok: js.transport.cleartext-http-request
  const text = await (await fetch('http://assetcdn.101.arenanetworks.com/latest64/101')).text();
  return Number(text.split(' ')[0]);
}
