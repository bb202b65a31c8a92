// Request data handed to a function of the same file: a parameter that reaches the sink inside
// the function is reported there, through the call; a function that returns what it was given
// carries it back to the caller; one that returns its own values does not.
import express from 'express';
import fs from 'node:fs';
import path from 'node:path';

const REPORTS_DIR = path.join(process.cwd(), 'reports');
const app = express();

function readReport(name: string) {
  const file = path.join(REPORTS_DIR, name);
  // ruleid: node.path.fs-request-input
  return fs.readFileSync(file, 'utf8');
}

const uploadPath = (file: string) => path.join(process.cwd(), 'uploads', file);

function templateFor(kind: string) {
  return kind === 'weekly' ? 'weekly.html' : 'daily.html';
}

function readTemplate(name: string) {
  // ok: node.path.fs-request-input
  return fs.readFileSync(path.join(process.cwd(), 'templates', name), 'utf8');
}

app.get('/reports/:name', (req, res) => {
  // flow-source: node.path.fs-request-input
  const { name } = req.params;
  // flow-via: node.path.fs-request-input
  res.type('text/plain').send(readReport(name));
});

app.get('/uploads/:file', (req, res) => {
  const target = uploadPath(req.params.file);
  // ruleid: node.path.fs-request-input
  fs.createReadStream(target).pipe(res);
});

app.get('/digest', (req, res) => {
  const template = templateFor(String(req.query.kind));
  // ok: node.path.fs-request-input
  res.send(fs.readFileSync(path.join(process.cwd(), 'templates', template), 'utf8'));
  res.send(readTemplate('digest.html'));
});
