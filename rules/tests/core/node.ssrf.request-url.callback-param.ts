// A helper handed a value and a callback whose parameter has the value's name calls the callback
// with it: inside `retry(url, (url) => fetch(url))` the parameter is still the caller's URL. A
// callback given only other values (`.then((url) => ...)`) receives what the promise gives.
import express from 'express';
import { retry, withTimeout } from './util';
import { lookupMirror } from './mirrors';

const router = express.Router();

router.get('/fetch', async (req, res) => {
  const url = req.query.url as string;
  const response = await retry(url, async (url: string) => {
    // ruleid: node.ssrf.request-url
    return fetch(url);
  });
  res.json(await response.json());
});

router.get('/preview', async (req, res) => {
  const target = req.query.target as string;
  const body = await withTimeout(5000, target, (target) =>
    // ruleid: node.ssrf.request-url
    fetch(target).then((r) => r.text()),
  );
  res.json({ length: body.length });
});

router.get('/mirror', async (req, res) => {
  const url = req.query.url as string;
  // the promise gives the mirror's configured address, not the request's URL
  const data = await lookupMirror(req.params.name).then((url: string) => {
    // ok: node.ssrf.request-url
    return fetch(url).then((r) => r.json());
  });
  res.json({ data, requested: url });
});

export default router;
