import express from 'express';
import { createReadStream } from 'fs';
import { join, resolve } from 'path';
import pathIsInside from 'path-is-inside';
import isPathInside from 'is-path-inside';
import sanitizeFilename from 'sanitize-filename';

const router = express.Router();
const PLUGIN_BASE_DIR = resolve(join('.data', 'plugins'));
const THEME_DIR = resolve('themes');

// the resolved path must lie inside the plugin folder (path-is-inside) before it is read
router.get('/plugins/*', (req, res) => {
  const resolvedPath = resolve(join(PLUGIN_BASE_DIR, req.params[0]));
  if (!pathIsInside(resolvedPath, PLUGIN_BASE_DIR)) {
    return res.status(400).json({ error: 'Invalid path: outside plugin directory' });
  }
  // ok: node.path.fs-request-input
  createReadStream(resolvedPath).pipe(res);
});

// is-path-inside, the other package, with the same meaning
router.get('/themes/:name', (req, res) => {
  const file = resolve(THEME_DIR, req.params.name);
  if (!isPathInside(file, THEME_DIR)) return res.sendStatus(404);
  // ok: node.path.fs-request-input
  createReadStream(file).pipe(res);
});

// the check is computed and its answer ignored: nothing stops the read
router.get('/themes-logged/:name', (req, res) => {
  const file = resolve(THEME_DIR, req.params.name);
  if (!pathIsInside(file, THEME_DIR)) console.warn('theme outside the folder', file);
  // ruleid: node.path.fs-request-input
  createReadStream(file).pipe(res);
});

// every segment is refused when it holds `..` or when sanitize-filename would change it
router.get('/assets/*', (req, res) => {
  const parts = req.params[0].split('/').filter(Boolean);
  for (const part of parts) {
    if (part === '..' || part.includes('..')) {
      return res.status(400).json({ error: 'Invalid path' });
    }
    if (sanitizeFilename(part) !== part) {
      return res.status(400).json({ error: 'Invalid path' });
    }
  }
  // ok: node.path.fs-request-input
  createReadStream(join(PLUGIN_BASE_DIR, ...parts)).pipe(res);
});

// the segments are only logged when suspicious: `..` still reaches the read
router.get('/assets-unchecked/*', (req, res) => {
  const parts = req.params[0].split('/').filter(Boolean);
  for (const part of parts) {
    if (part.includes('..')) console.warn('suspicious segment', part);
  }
  // ruleid: node.path.fs-request-input
  createReadStream(join(PLUGIN_BASE_DIR, ...parts)).pipe(res);
});

// a `continue` skips the check's answer, not the segment: it is still joined below
router.get('/assets-skipped/*', (req, res) => {
  const parts = req.params[0].split('/').filter(Boolean);
  for (const part of parts) {
    if (part.includes('..')) continue;
    console.debug('segment', part);
  }
  // ruleid: node.path.fs-request-input
  createReadStream(join(PLUGIN_BASE_DIR, ...parts)).pipe(res);
});

export default router;
