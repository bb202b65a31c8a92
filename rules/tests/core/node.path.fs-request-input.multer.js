import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import multer from 'multer';

const router = express.Router();

// multer keeps the client's name, but busboy has cut it to its last segment: it stays in uploads/
const storage = multer.diskStorage({
  destination(req, file, cb) {
    cb(null, 'uploads');
  },
  filename(req, file, cb) {
    cb(null, file.originalname);
  },
});
const upload = multer({ storage });

router.post('/decrypt', upload.single('file'), async (req, res) => {
  const inputPath = req.file.path;
  try {
    // ok: node.path.fs-request-input
    const data = fs.readFileSync(inputPath);
    res.send(data);
  } finally {
    // ok: node.path.fs-request-input
    fs.unlink(inputPath, () => {});
  }
});

router.post('/avatar', upload.single('avatar'), async (req, res) => {
  // ok: node.path.fs-request-input
  await fs.promises.rename(req.file.path, path.join('avatars', req.file.filename));
  // ok: node.path.fs-request-input
  fs.writeFileSync(path.join('meta', `${req.file.originalname}.json`), JSON.stringify(req.file));
  // ruleid: node.path.fs-request-input
  fs.writeFileSync(path.join('meta', req.body.name), JSON.stringify(req.file));
  res.sendStatus(204);
});

// the report id is glued to a literal in the same segment and reaches the file system as it is:
// `report_../../x` would need a directory named `report_..`
router.get('/reports/:id', (req, res) => {
  const reportPath = `./exports/report_${req.params.id}.pdf`;
  // ok: node.path.fs-request-input
  if (!fs.existsSync(reportPath)) return res.sendStatus(404);
  // ok: node.path.fs-request-input
  res.send(fs.readFileSync('./exports/certificate_' + req.params.id + '.pdf'));
});

// the same names, but collapsed by path.join / path.resolve: `..` climbs again
router.get('/exports/:id', (req, res) => {
  const name = `report_${req.params.id}.pdf`;
  // ruleid: node.path.fs-request-input
  res.send(fs.readFileSync(path.join('exports', name)));
});

router.get('/archive/:id', (req, res) => {
  // ruleid: node.path.fs-request-input
  res.send(fs.readFileSync(path.resolve(`exports/report_${req.params.id}.pdf`)));
});

// the value opens the path or follows a separator: no literal before it in its segment
router.get('/raw/:name', (req, res) => {
  // ruleid: node.path.fs-request-input
  res.send(fs.readFileSync(`./exports/${req.params.name}`));
  // ruleid: node.path.fs-request-input
  fs.unlinkSync('./exports/' + req.params.name + '.tmp');
  // ruleid: node.path.fs-request-input
  fs.unlinkSync(`${req.query.dir}_backup.tmp`);
});

// a title cleaned of every character outside a class without `/` or `\`
router.post('/sign', (req, res) => {
  const safeName = req.body.title.replace(/[^a-zA-Z0-9._-]/g, '_');
  // ok: node.path.fs-request-input
  fs.writeFileSync(path.join('exports', `signed_${safeName}.pdf`), req.body.pdf);
  res.sendStatus(201);
});

export default router;
