// A stand-alone status page translates a few words into the visitor's language, read from the
// app's own locale files by the Accept-Language header.
const http = require('http');
const fs = require('fs');
const path = require('path');

const LOCALES = path.join(__dirname, 'i18n');

function localeFile(lang) {
  // a language tag or nothing: no dot, no slash
  if (!/^[A-Za-z_-]{2,12}$/.test(lang || '')) return null;
  return path.join(LOCALES, `${lang}.i18n.json`);
}

function localeFileLoose(lang) {
  // unanchored: `../../config/secrets` holds letters too
  if (!/[A-Za-z_-]{2,12}/.test(lang || '')) return null;
  return path.join(LOCALES, `${lang}.i18n.json`);
}

function firstTag(header) {
  return String(header || '').split(',')[0].split(';')[0].trim();
}

http.createServer((req, res) => {
  const lang = firstTag(req.headers['accept-language']);
  const file = localeFile(lang);
  // ok: node.path.fs-request-input
  const words = file ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const loose = localeFileLoose(lang);
  // ruleid: node.path.fs-request-input
  const looseWords = loose ? JSON.parse(fs.readFileSync(loose, 'utf8')) : {};
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ ...looseWords, ...words }));
}).listen(8080);
