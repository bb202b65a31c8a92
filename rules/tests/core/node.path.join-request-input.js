const fs = require('fs');
const path = require('path');
const { readFile } = require('fs/promises');
const express = require('express');
const archiver = require('./archiver');
const files = require('./files');

const EXPORT_ROOT = path.resolve(__dirname, 'exports');
const UPLOAD_ROOT = path.resolve(__dirname, 'uploads');
const EXPORTS = path.join(__dirname, 'exports');
const router = express.Router();

router.get('/exports/:name', async (req, res) => {
  // ruleid: node.path.join-request-input
  const file = path.join(EXPORT_ROOT, req.params.name);
  res.attachment(path.basename(file));
  archiver.stream(file).pipe(res);
});

router.get('/exports-safe/:name', async (req, res) => {
  // ok: node.path.join-request-input
  const file = path.join(EXPORT_ROOT, path.basename(req.params.name));
  res.attachment(path.basename(file));
  archiver.stream(file).pipe(res);
});

router.post('/move', async (req, res) => {
  // ruleid: node.path.join-request-input
  const target = path.resolve(EXPORT_ROOT, `${req.body.folder}/${req.body.filename}`);
  await archiver.move(req.body.id, target);
  res.sendStatus(204);
});

router.post('/move-safe', async (req, res) => {
  // ok: node.path.join-request-input
  const target = path.resolve(EXPORT_ROOT, req.body.folder, req.body.filename);
  if (!target.startsWith(EXPORT_ROOT + path.sep)) {
    return res.status(400).json({ error: 'invalid path' });
  }
  await archiver.move(req.body.id, target);
  res.sendStatus(204);
});

router.get('/inline/:name', (req, res) => {
  // ok: node.path.join-request-input
  res.sendFile(path.join(EXPORT_ROOT, req.params.name));
});

// One weakness, one finding: the file call that opens the joined path is what is reported.
router.get('/reports/:name', async (req, res) => {
  // ok: node.path.join-request-input
  const report = path.join(EXPORT_ROOT, 'reports', req.params.name);
  // ruleid: node.path.fs-request-input
  const body = await readFile(report, 'utf8');
  res.type('text/csv').send(body);
});

router.get('/raw/:name', async (req, res) => {
  // ruleid: node.path.fs-request-input
  res.type('text/plain').send(await readFile(path.join(EXPORT_ROOT, req.params.name), 'utf8'));
});

router.delete('/exports/:name', (req, res) => {
  // ok: node.path.join-request-input
  const file = path.resolve(EXPORT_ROOT, req.params.name);
  // ruleid: node.path.fs-request-input
  fs.unlinkSync(file);
  res.sendStatus(204);
});

router.get('/preview/:name', async (req, res) => {
  // ruleid: node.path.join-request-input
  const preview = path.join(EXPORT_ROOT, 'previews', req.params.name);
  await fs.promises.access(EXPORT_ROOT);
  archiver.stream(preview).pipe(res);
});

const LANGUAGES = ['en_US', 'de_DE', 'fr_FR'];

// the locale must be one the app ships
router.get('/locales/:lng.json', async (req, res) => {
  const { lng } = req.params;
  if (!LANGUAGES.includes(lng)) {
    return res.sendStatus(404);
  }
  // ok: node.path.join-request-input
  archiver.stream(path.join(__dirname, 'locales', lng, 'translation.json')).pipe(res);
});

// the folder name reaches the join through a helper of this file
function workspaceDir(slug) {
  // ruleid: node.path.join-request-input
  return path.resolve(EXPORT_ROOT, 'workspaces', slug);
}

router.get('/workspaces/:slug/archive', (req, res) => {
  const { slug } = req.params;
  archiver.stream(workspaceDir(slug)).pipe(res);
});

router.get('/pages/:page', (req, res) => {
  const page = Number.parseInt(req.params.page, 10) || 1;
  // ok: node.path.join-request-input
  archiver.stream(path.join(EXPORT_ROOT, 'pages', `${page}.html`)).pipe(res);
});

// the next line rejects the folder unless the module's containment check accepts it
router.get('/admin/uploads', async (req, res, next) => {
  // ok: node.path.join-request-input
  const folder = path.join(UPLOAD_ROOT, req.query.dir || '');
  if (!files.isPathInside(UPLOAD_ROOT, folder)) {
    return next(new Error('invalid path'));
  }
  archiver.directory(folder).pipe(res);
});

// an existence test of the joined folder opens nothing; the save confines the folder itself
router.post('/admin/uploads', async (req, res, next) => {
  const params = JSON.parse(req.body.params);
  // ok: node.path.join-request-input
  if (!await files.exists(path.join(UPLOAD_ROOT, params.folder))) {
    return next(new Error('invalid path'));
  }
  res.json(await files.saveInside(UPLOAD_ROOT, params.folder, req.file.path));
});

module.exports = router;

// a constant file name after the request part: only files of that name are reachable
router.get('/apps/:appKey/icon.svg', (req, res, next) => {
  const { appKey } = req.params;
  // ok: node.path.join-request-input
  const iconPath = path.resolve(`${__dirname}/../apps/${appKey}/assets/favicon.svg`);
  return express.static(iconPath, { fallthrough: false })(req, res, next);
});

router.get('/themes/:theme', (req, res) => {
  // ok: node.path.join-request-input
  const page = path.join(EXPORT_ROOT, 'themes', req.params.theme, 'index.html');
  archiver.stream(page).pipe(res);
});

// a helper that hands the path back: its caller may write to it
function configFile(site) {
  // ruleid: node.path.join-request-input
  return path.join(UPLOAD_ROOT, site, 'config.json');
}

router.put('/sites/:site', async (req, res) => {
  await files.save(configFile(req.params.site), req.body);
  res.sendStatus(204);
});

// a handler that writes files: a fixed name written into any folder is still a finding
router.post('/sites/:site/publish', async (req, res) => {
  // ruleid: node.path.join-request-input
  const target = path.join(UPLOAD_ROOT, req.params.site, 'site.json');
  await files.save(target, req.body);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  res.sendStatus(201);
});

// a multi-step form reloads its own step: path.join builds a URL path of the app, no file is opened
router.get('/steps/:step/:action', (req, res) => {
  // ok: node.path.join-request-input
  res.redirect(path.join(req.baseUrl, req.params.step, 'edit'));
});

// the same join read as a file is one (reported at the read)
router.get('/steps/:step/export', (req, res) => {
  const exportFile = path.join(EXPORTS, req.params.step);
  res.attachment(exportFile);
  // ruleid: node.path.fs-request-input
  res.end(fs.readFileSync(exportFile));
});
