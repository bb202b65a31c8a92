import express from 'express';
import fs from 'fs/promises';

class BaseApi {
  data: unknown;
  constructor(public status: number, public description: string) {}
}

declare function fetchEvent(slug: string): Promise<{ slug: string; url?: string }>;

const router = express.Router();

// An object handed to res.send is serialised as JSON (application/json): no page renders it.
router.get('/report/:appName/:file', async (req, res) => {
  const text = await fs.readFile(`/var/log/apps/${req.params.appName}.log`, 'utf8');
  const baseApi = new BaseApi(200, 'Report retrieved');
  baseApi.data = `${req.params.file}: ${text}`;
  // ok: node.xss.send-request-data
  res.send(baseApi);
});

router.get('/echo/:name', (req, res) => {
  const payload = { greeting: `Hello ${req.params.name}` };
  // ok: node.xss.send-request-data
  res.send(payload);
});

// JSON text is a string: Express sends a string as text/html unless told otherwise
router.get('/echo-json/:name', (req, res) => {
  const body = JSON.stringify({ greeting: `Hello ${req.params.name}` });
  // ruleid: node.xss.send-request-data
  res.send(body);
});

router.get('/hello/:name', (req, res) => {
  const page = `<h1>Hello ${req.params.name}</h1>`;
  // ruleid: node.xss.send-request-data
  res.send(page);
});

router.get('/hello-later/:name', (req, res) => {
  let reply: unknown = { ok: true };
  reply = `<p>${req.params.name}</p>`;
  // ruleid: node.xss.send-request-data
  res.send(reply);
});

router.get('/buffer/:name', (req, res) => {
  const bytes = Buffer.from(`<p>${req.params.name}</p>`);
  // ruleid: node.xss.send-request-data
  res.write(bytes);
  res.end();
});

export default router;

// a record fetched from the API, declared first and filled in the try: its fields are written, so it
// is an object, and res.send answers it as JSON
router.get('/:collectiveSlug/events/:eventSlug.json', async (req, res, next) => {
  let event;
  try {
    event = await fetchEvent(req.params.eventSlug);
    event.url = `https://opencollective.com/${req.params.collectiveSlug}/events/${event.slug}`;
    // ok: node.xss.send-request-data
    res.send(event);
  } catch (e) {
    next(e);
  }
});

// the same shape with a text reply
router.get('/:collectiveSlug/events/:eventSlug.txt', async (req, res) => {
  let summary;
  summary = `Event ${req.params.eventSlug} of ${req.params.collectiveSlug}`;
  // ruleid: node.xss.send-request-data
  res.send(summary);
});
