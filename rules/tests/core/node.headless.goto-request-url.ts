import express from 'express';
import puppeteer from 'puppeteer';

const router = express.Router();
const browser = await puppeteer.launch();

router.get('/screenshot', async (req, res) => {
  const page = await browser.newPage();
  // ruleid: node.headless.goto-request-url
  await page.goto(req.query.url as string, { waitUntil: 'networkidle0' });
  res.type('png').send(await page.screenshot());
});

router.post('/preview', async (req, res) => {
  const { link } = req.body;
  const target = link.trim();
  const page = await browser.newPage();
  // ruleid: node.headless.goto-request-url
  await page.goto(target);
  res.json({ title: await page.title() });
});

router.get('/invoices/:id/pdf', async (req, res) => {
  const page = await browser.newPage();
  // ok: node.headless.goto-request-url
  await page.goto(`https://app.example.com/invoices/${encodeURIComponent(req.params.id)}`);
  res.type('pdf').send(await page.pdf());
});

router.get('/reports/:id/pdf', async (req, res) => {
  const page = await browser.newPage();
  // ok: node.headless.goto-request-url
  await page.goto(`http://localhost:3000/reports/${req.params.id}?print=1`);
  res.type('pdf').send(await page.pdf());
});

router.get('/health/render', async (_req, res) => {
  const page = await browser.newPage();
  // ok: node.headless.goto-request-url
  await page.goto(process.env.STATUS_PAGE_URL ?? 'https://status.example.com');
  res.sendStatus(204);
});

export default router;
