// Route handlers reading and writing the files the helpers in lib/prompts.ts name.
import { readFile, writeFile } from 'node:fs/promises';
import { Router } from 'express';
import { draftPath, exportPath, notePath, promptPaths, templatePath } from '../lib/prompts';

export const router = Router();

router.get('/api/prompts/:name', async (req, res) => {
  const item = promptPaths(decodeURIComponent(req.params.name));
  if (!item) return res.status(400).json({ error: 'bad item name' });
  // ok: node.path.fs-request-input
  const content = await readFile(item.sandbox, 'utf8');
  // ok: node.path.fs-request-input
  const source = await readFile(item.source, 'utf8');
  return res.json({ content, source, modified: content !== source });
});

router.put('/api/prompts/:name', async (req, res) => {
  const item = promptPaths(req.params.name);
  if (!item) return res.status(400).end();
  // ok: node.path.fs-request-input
  await writeFile(item.sandbox, String(req.body.content));
  return res.json({ ok: true });
});

router.get('/api/templates/:name', async (req, res) => {
  // ok: node.path.fs-request-input
  res.send(await readFile(templatePath(req.params.name), 'utf8'));
});

router.get('/api/drafts/:name', async (req, res) => {
  // ruleid: node.path.fs-request-input
  res.send(await readFile(draftPath(req.params.name), 'utf8'));
});

router.get('/api/exports/:name', async (req, res) => {
  // ruleid: node.path.fs-request-input
  res.send(await readFile(exportPath(req.params.name), 'utf8'));
});

router.get('/api/notes/:name', async (req, res) => {
  const file = notePath(req.params.name);
  if (!file) return res.status(404).end();
  // ruleid: node.path.fs-request-input
  res.send(await readFile(file, 'utf8'));
});
