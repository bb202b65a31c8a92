const puppeteer = require('puppeteer');
const { chromium } = require('playwright');

async function pdfBrowser() {
  return puppeteer.launch({
    headless: 'new',
    // ruleid: node.headless.sandbox-disabled
    args: ['--no-sandbox', '--disable-setuid-sandbox', '--font-render-hinting=none'],
  });
}

async function crawler() {
  const options = {
    // ruleid: node.headless.sandbox-disabled
    args: ['--disable-web-security'],
  };
  return chromium.launch(options);
}

async function safeBrowser() {
  // ok: node.headless.sandbox-disabled
  return puppeteer.launch({ headless: 'new', args: ['--disable-dev-shm-usage', '--font-render-hinting=none'] });
}

function describeFlags() {
  // ok: node.headless.sandbox-disabled
  return { title: 'Sandbox', flag: '--no-sandbox', help: 'never set this in production' };
}

module.exports = { pdfBrowser, crawler, safeBrowser, describeFlags };
