import axios from 'axios';

const API_BASE = process.env.API_BASE_URL ?? 'https://api.acme.io';

export async function createCharge(body: string) {
  // ruleid: js.transport.cleartext-http-request
  return fetch('https://api.payments-provider.com/v1/charges', { method: 'POST', body });
}

export async function createChargeSafe(body: string) {
  // ok: js.transport.cleartext-http-request
  return fetch('https://api.payments-provider.com/v1/charges', { method: 'POST', body });
}

// ruleid: js.transport.cleartext-http-request
export const crm = axios.create({ baseURL: 'https://crm.acme-partners.net/api', timeout: 5000 });

// ok: js.transport.cleartext-http-request
export const local = axios.create({ baseURL: 'http://localhost:4000/api', timeout: 5000 });

export function subscribe(token: string) {
  // ruleid: js.transport.cleartext-http-request
  return new WebSocket(`wss://realtime.acme.io/feed?token=${token}`);
}

export async function health() {
  // ok: js.transport.cleartext-http-request
  return axios.get('http://api:8080/health');
}

export async function users() {
  // ok: js.transport.cleartext-http-request
  return axios.get(`${API_BASE}/users`);
}
