// Membership written with indexOf: `list.indexOf(x) < 0` (or `=== -1`) then an exit is the
// negative form of `list.includes(x)`, so x is one of the listed values after it.
import axios from 'axios';
import express from 'express';
import { getRepositoryUrls } from './store';

const DEFAULT_REPOSITORY = 'https://apps.example.org';
const router = express.Router();

router.get('/templates/:name', (req, res, next) => {
  const baseUrl = req.query.baseUrl as string;
  return getRepositoryUrls()
    .then((urls: string[]) => {
      urls.push(DEFAULT_REPOSITORY);
      if (urls.indexOf(baseUrl) < 0) throw new Error('Unknown repository');
      // ok: node.ssrf.request-url
      return axios.get(`${baseUrl}/v4/apps/${encodeURIComponent(req.params.name)}`);
    })
    .then((response) => res.json(response.data))
    .catch(next);
});

router.get('/mirrors/:name', async (req, res) => {
  const mirror = req.query.mirror as string;
  const urls = await getRepositoryUrls();
  if (urls.indexOf(mirror) === -1) {
    return res.status(400).json({ error: 'unknown mirror' });
  }
  // ok: node.ssrf.request-url
  const response = await axios.get(`${mirror}/apps/${encodeURIComponent(req.params.name)}.json`);
  return res.json(response.data);
});

router.get('/preview', async (req, res) => {
  const target = req.query.url as string;
  const urls = await getRepositoryUrls();
  // a position found proves nothing when the code goes on either way
  if (urls.indexOf(target) < 0) console.warn('fetching an unlisted url', target);
  // ruleid: node.ssrf.request-url
  const response = await axios.get(target);
  return res.json(response.data);
});

router.get('/probe', async (req, res) => {
  const target = req.query.url as string;
  // a prefix found anywhere in the text, not membership of a list
  if (target.indexOf('https://') < 0) return res.status(400).end();
  // ruleid: node.ssrf.request-url
  const response = await axios.get(target);
  return res.json(response.data);
});

export default router;
