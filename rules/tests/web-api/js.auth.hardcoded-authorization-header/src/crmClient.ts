import axios from 'axios';

const crm = axios.create({
  baseURL: 'https://api.crm-vendor.example/v2',
  headers: {
    // ruleid: js.auth.hardcoded-authorization-header
    Authorization: 'Bearer 7d1f0c9e8b2a4f6e9c3b5a7d1e0f2c4b',
    'Content-Type': 'application/json',
  },
});

export async function syncContact(contact: { email: string; name: string }) {
  return crm.post('/contacts', contact);
}

export async function fetchInvoices(accessToken: string) {
  const res = await fetch('https://billing.acme-example.com/api/invoices', {
    // ok: js.auth.hardcoded-authorization-header
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return res.json();
}

export function legacyReportsClient() {
  const headers = new Headers();
  // ruleid: js.auth.hardcoded-authorization-header
  headers.set('Authorization', 'Basic cmVwb3J0czpOM3dZMHJrMjAyNCE=');
  return headers;
}

export function docsSnippet() {
  // ok: js.auth.hardcoded-authorization-header
  return { Authorization: 'Bearer YOUR_API_TOKEN' };
}

// A tool template whose header names the key the user fills in (a marketplace tool's code)
export async function spiderScrape(url: string) {
  const response = await fetch('https://api.spider.cloud/crawl', {
    method: 'POST',
    // ok: js.auth.hardcoded-authorization-header
    headers: { Authorization: `Bearer SPIDER_API_KEY`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ url, limit: 1 }),
  });
  return response.json();
}

export function partnerClient() {
  // ruleid: js.auth.hardcoded-authorization-header
  return { headers: { Authorization: 'Bearer SPIDER_7f3a9c1e5b2d8f4a6c0e' } };
}
