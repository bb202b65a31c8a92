import axios from 'axios';
import got from 'got';
import { Router } from 'express';

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

export default router;
