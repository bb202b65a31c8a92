// A membership test is an allow-list only when the list is a collection the code fixed (an array,
// a Set, an enum's values): `includes` on a string finds a substring, so a referer that contains the
// URL, or a constant string of hosts that contains part of it (`https://api.partner.ex`), lets any
// address through.
import express from 'express';
import axios from 'axios';

enum Feed {
  Status = 'https://status.partner.example/feed.json',
  News = 'https://news.partner.example/feed.json',
}

const FEEDS = ['https://status.partner.example/feed.json', 'https://news.partner.example/feed.json'];
const WEBHOOK_HOSTS = new Set(['hooks.partner.example', 'hooks.acme.example']);
const PARTNER_FEEDS = 'https://status.partner.example/feed.json https://news.partner.example/feed.json';

export const router = express.Router();

router.get('/feeds/preview', async (req, res) => {
  const feed = String(req.query.url);
  if (!FEEDS.includes(feed)) {
    return res.status(400).json({ error: 'unknown feed' });
  }
  // ok: node.ssrf.request-url
  const { data } = await axios.get(feed);
  res.json(data);
});

router.get('/feeds/enum', async (req, res) => {
  const feed = String(req.query.url);
  if (!Object.values(Feed).includes(feed as Feed)) {
    return res.status(400).json({ error: 'unknown feed' });
  }
  // ok: node.ssrf.request-url
  const { data } = await axios.get(feed);
  res.json(data);
});

router.post('/webhooks/test', async (req, res) => {
  const { host } = req.body;
  if (WEBHOOK_HOSTS.has(host)) {
    // ok: node.ssrf.request-url
    await axios.post(`https://${host}/ping`, { ok: true });
  }
  res.sendStatus(204);
});

router.get('/feeds/partner', async (req, res) => {
  const feed = String(req.query.url);
  if (!PARTNER_FEEDS.includes(feed)) {
    return res.status(400).json({ error: 'unknown feed' });
  }
  // ruleid: node.ssrf.request-url
  const { data } = await axios.get(feed);
  res.json(data);
});

router.get('/feeds/back', async (req, res) => {
  const feed = String(req.query.url);
  const referer = req.get('referer') || '';
  // "the page that linked here mentions this feed": the caller writes both
  if (!referer.includes(feed)) {
    return res.status(403).end();
  }
  // ruleid: node.ssrf.request-url
  const { data } = await axios.get(feed);
  res.json(data);
});

router.get('/feeds/mirror', async (req, res) => {
  const feed = String(req.query.url);
  if (feed.includes('partner.example')) {
    // ruleid: node.ssrf.request-url
    const { data } = await axios.get(feed);
    return res.json(data);
  }
  res.status(400).end();
});
