import axios from 'axios';
import got from 'got';
import { Router } from 'express';
import https from 'node:https';

const API_BASE = process.env.API_BASE ?? 'https://api.internal.example';
const ALLOWED_HOSTS = new Set(['hooks.slack.com', 'discord.com']);
const router = Router();

router.get('/preview', async (req, res) => {
  // ruleid: node.ssrf.request-url
  const page = await fetch(req.query.url as string);
  res.send(await page.text());
});

router.get('/users/:id', async (req, res) => {
  // ok: node.ssrf.request-url
  const r = await fetch(`${API_BASE}/users/${encodeURIComponent(req.params.id)}`);
  res.json(await r.json());
});

router.post('/webhooks/test', async (req, res) => {
  const { url } = req.body;
  // ruleid: node.ssrf.request-url
  const r = await axios.post(url, { ping: true }, { timeout: 5000 });
  res.json({ status: r.status });
});

router.post('/webhooks/test-safe', async (req, res) => {
  const { url } = req.body;
  if (!ALLOWED_HOSTS.has(new URL(url).hostname)) return res.sendStatus(400);
  // ok: node.ssrf.request-url
  const r = await axios.post(url, { ping: true }, { timeout: 5000 });
  res.json({ status: r.status });
});

router.get('/avatar', async (req, res) => {
  // ruleid: node.ssrf.request-url
  const img = await got(`https://${req.query.host}/avatar.png`).buffer();
  res.type('png').send(img);
});

router.get('/proxy', async (req, res) => {
  // ruleid: node.ssrf.request-url
  const upstream = await axios({ method: 'get', url: req.query.target as string, responseType: 'stream' });
  upstream.data.pipe(res);
});

router.get('/status', async (_req, res) => {
  // ok: node.ssrf.request-url
  const upstream = await axios({ method: 'get', url: `${API_BASE}/health` });
  res.json(upstream.data);
});

router.post('/upload-from-url', async (req, res) => {
  // ok: node.ssrf.request-url
  const upstream = await fetch(req.body.url, { dispatcher: ssrfSafeDispatcher });
  res.json({ size: Number(upstream.headers.get('content-length')) });
});

router.post('/import', async (req, res) => {
  // ok: node.ssrf.request-url
  const upstream = await axios.get(req.body.url, { httpsAgent: new https.Agent({ lookup: publicOnlyLookup }) });
  res.json(upstream.data);
});

router.post('/import-keepalive', async (req, res) => {
  // ruleid: node.ssrf.request-url
  const upstream = await axios.get(req.body.url, { httpsAgent: new https.Agent({ keepAlive: true }) });
  res.json(upstream.data);
});

// a fetch wrapper (ky's `fetch` option): the Request it is handed is an outgoing one
export const refetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  if (typeof input === 'string' || input instanceof URL) return fetch(input, init);
  const request = input;
  // ok: node.ssrf.request-url
  return fetch(request.url, { method: request.method, headers: request.headers });
};

// a shared helper (the browser embed's upload) whose parameter may be FormData among other things
export const sendRequest = async (params: { url: string; body?: Record<string, unknown> | FormData } | string) => {
  const url = typeof params === 'string' ? params : params.url;
  // ok: node.ssrf.request-url
  return fetch(url, { method: 'POST' });
};

// a server action: what the form posted
export async function importFeed(formData: FormData) {
  'use server';
  // ruleid: node.ssrf.request-url
  return fetch(String(formData.get('feedUrl')));
}

// the OAuth code exchange: the URL's parts joined after a fixed host, only the query varies
router.get('/oauth/slack/callback', async (req, res) => {
  const tokenUrl = [
    'https://slack.com/api/oauth.v2.access',
    `?client_id=${process.env.SLACK_CLIENT_ID}`,
    `&code=${req.query.code}`,
  ].join('');
  // ok: node.ssrf.request-url
  const response = await fetch(tokenUrl);
  res.json(await response.json());
});

// the same join with the caller's base first: the caller picks the host
router.get('/proxy', async (req, res) => {
  const target = [req.query.base, '/status'].join('');
  // ruleid: node.ssrf.request-url
  const response = await fetch(target);
  res.send(await response.text());
});

export default router;
