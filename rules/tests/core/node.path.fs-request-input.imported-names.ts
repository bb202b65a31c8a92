// A bare call is a file-system call only where its name is fs's: a name the module imports from
// another package (`copy-to-clipboard`, `open`) or requires from one of its own files is not.
import express from 'express';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import copy from 'copy-to-clipboard';
import open from 'open';

const { remove } = require('./sessions/store');
const { stat } = require('fs-extra');

const EXPORTS_DIR = path.join(process.cwd(), 'exports');
const app = express();

app.get('/exports/:name', async (req, res) => {
  // ruleid: node.path.fs-request-input
  const body = await readFile(path.join(EXPORTS_DIR, req.params.name), 'utf8');
  res.type('text/csv').send(body);
});

app.delete('/exports/:name', async (req, res) => {
  // ruleid: node.path.fs-request-input
  await stat(path.join(EXPORTS_DIR, req.params.name));
  // ruleid: node.path.fs-request-input
  await rm(path.join(EXPORTS_DIR, req.params.name));
  res.sendStatus(204);
});

app.post('/sessions/:id/logout', async (req, res) => {
  // ok: node.path.fs-request-input
  await remove(req.params.id);
  res.sendStatus(204);
});

app.post('/dev/preview', async (req, res) => {
  const snippet = `curl ${req.body.endpoint}`;
  // ok: node.path.fs-request-input
  copy(snippet);
  // ok: node.path.fs-request-input
  await open(req.body.endpoint);
  res.sendStatus(202);
});
