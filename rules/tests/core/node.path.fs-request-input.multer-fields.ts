import path from 'node:path';
import { Router, Request, Response } from 'express';
import multer from 'multer';
import { move, ensureDir } from 'fs-extra';
import extractZip from 'extract-zip';

const router = Router();
const upload = multer({ dest: '/tmp/imports' });

const fields = upload.fields([
  { name: 'accounting', maxCount: 1 },
  { name: 'zipFile', maxCount: 1 },
]);

// multer's `.fields()` uploads: each one's path is the random name multer gave it under `dest`
router.post('/profiles/:id/accounting', fields, async (req: Request, res: Response) => {
  const reqFiles = req.files as { accounting?: Express.Multer.File[]; zipFile?: Express.Multer.File[] };
  const importDir = path.join('/var/lib/imports', String(Date.now()));
  await ensureDir(importDir);
  if (reqFiles.zipFile && reqFiles.zipFile[0]) {
    await extractZip(reqFiles.zipFile[0].path, { dir: importDir });
  } else if (reqFiles.accounting && reqFiles.accounting[0]) {
    // ok: node.path.fs-request-input
    await move(reqFiles.accounting[0].path, path.join(importDir, 'accounting.csv'));
  }
  res.sendStatus(202);
});

router.post('/profiles/:id/:fileType', fields, async (req: Request, res: Response) => {
  const files = req.files as Record<string, Express.Multer.File[]>;
  const importDir = path.join('/var/lib/imports', String(Date.now()));
  // ok: node.path.fs-request-input
  await move(files[req.params.fileType][0].path, path.join(importDir, 'data.csv'));
  // ok: node.path.fs-request-input
  await move(req.files![req.params.fileType][0].path, path.join(importDir, 'copy.csv'));
  // the client's own name for the target: it may hold `../`
  // ruleid: node.path.fs-request-input
  await move(files.accounting[0].path, path.join(importDir, req.body.target));
  res.sendStatus(202);
});

export default router;
