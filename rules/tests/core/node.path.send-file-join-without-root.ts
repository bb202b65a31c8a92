import path from 'node:path';
import express from 'express';

const app = express();
const AVATAR_DIR = path.join(__dirname, 'avatars');
const DOCS_DIR = path.join(__dirname, 'docs');

app.get('/avatars/:file', (req, res) => {
  // ruleid: node.path.send-file-join-without-root
  res.sendFile(path.join(AVATAR_DIR, req.params.file));
});

app.get('/avatars-safe/:file', (req, res) => {
  // ok: node.path.send-file-join-without-root
  res.sendFile(req.params.file, { root: AVATAR_DIR });
});

app.get('/docs', (req, res) => {
  // ruleid: node.path.send-file-join-without-root
  res.sendFile(path.join(DOCS_DIR, req.query.page as string));
});

app.get('/thumbs', (req, res) => {
  const { name } = req.query as { name: string };
  // ruleid: node.path.send-file-join-without-root
  res.sendFile(path.join(AVATAR_DIR, name));
});

app.get('/', (_req, res) => {
  // ok: node.path.send-file-join-without-root
  res.sendFile(path.join(__dirname, 'public', 'index.html'));
});

export default app;

const PLUGIN_ROOT = path.join(__dirname, 'plugins');
const registeredFiles: string[] = [];

app.get('/plugins/:plugin/:file', (req, res) => {
  const { plugin, file } = req.params;
  if (!registeredFiles.includes(`${plugin}/${file}`)) {
    return res.status(404).send('Not found');
  }
  // ok: node.path.send-file-join-without-root
  return res.sendFile(path.join(PLUGIN_ROOT, file));
});

app.get('/plugin-docs/:plugin/:file', (req, res) => {
  const { plugin, file } = req.params;
  if (!registeredFiles.includes(plugin)) {
    return res.status(404).send('Not found');
  }
  // ruleid: node.path.send-file-join-without-root
  return res.sendFile(path.join(PLUGIN_ROOT, file));
});
