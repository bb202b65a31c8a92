const express = require('express');
const { chromium } = require('playwright');

const router = express.Router();

router.post('/render', async (req, res) => {
  const browser = await chromium.launch();
  const page = await browser.newPage();
  // ruleid: node.headless.content-from-request
  await page.setContent(`<main class="doc">${req.body.html}</main>`);
  res.type('pdf').send(await page.pdf());
});

router.post('/render-safe', async (req, res) => {
  const browser = await chromium.launch();
  const page = await browser.newPage();
  // ok: node.headless.content-from-request
  await page.setContent(invoiceTemplate({ name: escapeHtml(req.body.name), total: Number(req.body.total) }));
  res.type('pdf').send(await page.pdf());
});

router.get('/theme', async (req, res) => {
  const page = await openPreview();
  // ruleid: node.headless.content-from-request
  await page.evaluate(`document.body.dataset.theme = '${req.query.theme}'`);
  res.type('png').send(await page.screenshot());
});

router.get('/theme-safe', async (req, res) => {
  const page = await openPreview();
  // ok: node.headless.content-from-request
  await page.evaluate((theme) => { document.body.dataset.theme = theme; }, req.query.theme);
  res.type('png').send(await page.screenshot());
});

module.exports = router;
