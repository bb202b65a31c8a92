// Recipe imports: multer writes each upload to the temp folder under a random name, and the
// handlers read it back through the name they bind the upload to.
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import multer from 'multer';
import 'multer';

const router = express.Router();
const upload = multer({ dest: tmpdir() });

const cleanupFile = (file: Express.Multer.File | undefined) => {
  if (!file?.path) return;
  // ok: node.path.fs-request-input
  unlink(file.path).catch(() => {});
};

router.post('/import/csv', upload.single('file'), async (req, res) => {
  const file = req.file;
  if (!file) return res.status(400).send('file missing');
  // ok: node.path.fs-request-input
  const rows = createReadStream(file.path);
  res.json({ queued: await queueImport(rows) });
  cleanupFile(file);
});

router.post('/import/images', upload.array('file'), async (req, res) => {
  const files = req.files as Express.Multer.File[] | undefined;
  if (!files) return res.status(400).send('files missing');
  // ok: node.path.fs-request-input
  const streams = files.map((file) => createReadStream(file.path));
  for (const file of files) {
    // ok: node.path.fs-request-input
    await unlink(file.path);
  }
  res.json({ queued: await queueImport(streams) });
});

router.post('/import/named', upload.single('file'), async (req, res) => {
  const file = req.file;
  // the client chooses the folder: the upload's own fields are safe, this name is not
  // ruleid: node.path.fs-request-input
  const rows = createReadStream(path.join(tmpdir(), String(req.body.folder), file!.filename));
  res.json({ queued: await queueImport(rows) });
});

// the upload destructured: from req.file, or from the name `{ file } = req` binds
router.post('/import/scan', upload.single('file'), async (req, res) => {
  const { path: uploaded, originalname } = req.file!;
  // ok: node.path.fs-request-input
  const rows = createReadStream(uploaded);
  res.json({ queued: await queueImport(rows), name: originalname });
});

router.post('/import/archive', upload.single('file'), async (req, res) => {
  const { file, body } = req;
  if (!file) return res.status(400).send('file missing');
  const { path: tmpPath, filename } = file;
  // ok: node.path.fs-request-input
  await unlink(tmpPath);
  // ok: node.path.fs-request-input
  await unlink(path.join(tmpdir(), filename));
  const { folder } = body;
  // ruleid: node.path.fs-request-input
  await unlink(path.join(tmpdir(), folder, filename));
  res.sendStatus(204);
});

async function queueImport(input: unknown): Promise<number> {
  return Array.isArray(input) ? input.length : 1;
}

export default router;
