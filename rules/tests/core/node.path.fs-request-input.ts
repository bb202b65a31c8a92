import fs from 'fs';
import fsp from 'fs/promises';
import path from 'path';
import { Router } from 'express';
import { sanitizeFilename } from './utils/files';

const UPLOAD_DIR = path.resolve(process.env.UPLOAD_DIR ?? 'uploads');
const REPORT_DIR = path.resolve('reports');
const LIBRARY_ROOT = path.resolve('library');
const THEMES_DIR = path.resolve('themes');
const router = Router();

router.get('/uploads/:name', (req, res) => {
  // ruleid: node.path.fs-request-input
  fs.createReadStream(`${UPLOAD_DIR}/${req.params.name}`).pipe(res);
});

router.get('/uploads-safe/:name', (req, res) => {
  // ok: node.path.fs-request-input
  fs.createReadStream(path.join(UPLOAD_DIR, path.basename(req.params.name))).pipe(res);
});

router.get('/reports', async (req, res) => {
  // ruleid: node.path.fs-request-input
  const body = await fsp.readFile(path.join(REPORT_DIR, req.query.file as string), 'utf8');
  res.type('text').send(body);
});

router.get('/reports/latest', async (_req, res) => {
  // ok: node.path.fs-request-input
  const body = await fsp.readFile(path.join(REPORT_DIR, 'latest.txt'), 'utf8');
  res.type('text').send(body);
});

router.delete('/uploads/:name', async (req, res) => {
  // ruleid: node.path.fs-request-input
  await fsp.unlink(UPLOAD_DIR + '/' + req.params.name);
  res.sendStatus(204);
});

router.post('/notes', async (req, res) => {
  const id = crypto.randomUUID();
  // ok: node.path.fs-request-input
  await fsp.writeFile(path.join(UPLOAD_DIR, `${id}.txt`), String(req.body.text));
  res.status(201).json({ id });
});

router.get('/exports/:name', async (req, res) => {
  const { name } = req.params;
  // ruleid: node.path.fs-request-input
  res.type('csv').send(await fsp.readFile(`${REPORT_DIR}/exports/${name}`, 'utf8'));
});

router.get('/exports-checked/:name', async (req, res) => {
  const { name } = req.params;
  if (!/^[\w-]+\.csv$/.test(name) || name.includes('..')) return res.sendStatus(400);
  // ok: node.path.fs-request-input
  res.type('csv').send(await fsp.readFile(`${REPORT_DIR}/exports/${name}`, 'utf8'));
});

router.post('/avatar', async (req, res) => {
  const upload = req.files.avatar;
  const destination = `${UPLOAD_DIR}/${req.user.id}/` + upload.name;
  // ruleid: node.path.fs-request-input
  await upload.mv(destination);
  res.sendStatus(201);
});

router.post('/avatar-safe', async (req, res) => {
  const upload = req.files.avatar;
  const destination = path.join(UPLOAD_DIR, String(req.user.id), path.basename(upload.name));
  // ok: node.path.fs-request-input
  await upload.mv(destination);
  res.sendStatus(201);
});

export default router;

// every part of the folder goes through a sanitiser (in a map callback) before the join
router.post('/library/upload', async (req, res) => {
  const { author, title } = req.body;
  const parts = [author, title].filter(Boolean).map((part) => sanitizeFilename(part));
  const folder = path.join(LIBRARY_ROOT, ...parts);
  // ok: node.path.fs-request-input
  await fsp.mkdir(folder, { recursive: true });
  res.sendStatus(201);
});

// a map callback that returns the element itself keeps its data
router.post('/library/folders', async (req, res) => {
  const parts = [req.body.author, req.body.title].map((part) => {
    return part.trim();
  });
  // ruleid: node.path.fs-request-input
  await fsp.mkdir(path.join(LIBRARY_ROOT, ...parts), { recursive: true });
  res.sendStatus(201);
});

// the theme name must fully match a pattern without `.` or `/` in its classes before the join
const THEME_NAME = /^(@[\w-]+\/)?app-theme-[\w-]+$/;
router.get('/themes/:theme', async (req, res) => {
  if (!THEME_NAME.test(req.params.theme)) {
    throw new Error('invalid theme');
  }
  const themeDir = path.join(THEMES_DIR, req.params.theme);
  // ok: node.path.fs-request-input
  res.json(JSON.parse(await fsp.readFile(path.join(themeDir, 'theme.json'), 'utf8')));
});

// a pattern that lets `.` through: `..` fully matches it
router.get('/skins/:skin', async (req, res) => {
  if (!/^[\w.-]+$/.test(req.params.skin)) {
    return res.sendStatus(400);
  }
  // ruleid: node.path.fs-request-input
  res.json(await fsp.readdir(path.join(THEMES_DIR, req.params.skin)));
});

// the check guards its own block only
router.get('/palettes/:name', async (req, res) => {
  if (/^[a-z0-9-]+$/.test(req.params.name)) {
    // ok: node.path.fs-request-input
    return res.send(await fsp.readFile(path.join(THEMES_DIR, 'palettes', req.params.name), 'utf8'));
  }
  // ruleid: node.path.fs-request-input
  res.send(await fsp.readFile(path.join(THEMES_DIR, 'legacy', req.params.name), 'utf8'));
});

// a check that only runs when another condition holds confines nothing after it
router.get('/fonts/:font', async (req, res) => {
  if (!req.query.preview && !/^[a-z0-9-]+$/.test(req.params.font)) {
    return res.sendStatus(400);
  }
  // ruleid: node.path.fs-request-input
  res.send(await fsp.readFile(path.join(THEMES_DIR, 'fonts', req.params.font)));
});

// a constant file name after the request part: `../` moves the folder, never the name, so only
// files named favicon.svg (theme.json, index.html) are reachable, and reading one is no leak
router.get('/apps/:appKey/favicon.svg', (req, res, next) => {
  const { appKey } = req.params;
  const iconPath = path.resolve(`${LIBRARY_ROOT}/apps/${appKey}/assets/favicon.svg`);
  // ok: node.path.fs-request-input
  if (!fs.existsSync(iconPath)) return next();
  res.type('svg');
  // ok: node.path.fs-request-input
  fs.createReadStream(iconPath).pipe(res);
});

router.get('/themes/:theme/manifest', async (req, res) => {
  // ok: node.path.fs-request-input
  const manifest = await fsp.readFile(path.join(THEMES_DIR, req.params.theme, 'theme.json'), 'utf8');
  res.json(JSON.parse(manifest));
});

router.get('/sites/:site/page', async (req, res) => {
  // ok: node.path.fs-request-input
  res.type('html').send(await fsp.readFile(THEMES_DIR + '/' + req.params.site + '/index.html', 'utf8'));
});

// only the extension is fixed: `../../secrets/prod` reaches any .json file
router.get('/presets/:name', async (req, res) => {
  // ruleid: node.path.fs-request-input
  res.json(JSON.parse(await fsp.readFile(path.join(THEMES_DIR, `${req.params.name}.json`), 'utf8')));
});

// a fixed name after a request folder still writes or deletes wherever the caller points
router.put('/sites/:site/config', async (req, res) => {
  // ruleid: node.path.fs-request-input
  await fsp.writeFile(path.join(THEMES_DIR, req.params.site, 'config.json'), JSON.stringify(req.body));
  res.sendStatus(204);
});

router.delete('/sites/:site', async (req, res) => {
  const lockFile = path.join(THEMES_DIR, req.params.site, 'site.lock');
  // ruleid: node.path.fs-request-input
  if (fs.existsSync(lockFile)) await fsp.unlink(lockFile);
  res.sendStatus(204);
});

// the trailing part is a folder (no extension): its listing or any file under it is reachable
router.get('/sites/:site/assets', async (req, res) => {
  // ruleid: node.path.fs-request-input
  res.json(await fsp.readdir(path.join(THEMES_DIR, req.params.site, 'assets')));
});
