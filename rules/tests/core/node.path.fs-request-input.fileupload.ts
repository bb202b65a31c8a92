import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import fileUpload from 'express-fileupload';

const app = express();
// the middleware writes each upload to a temp file it names itself under tempFileDir
app.use(fileUpload({ useTempFiles: true, tempFileDir: '/tmp/uploads' }));

app.post('/admin/restore', async (req, res) => {
  if (!req.files?.backup?.tempFilePath) return res.sendStatus(400);
  // ok: node.path.fs-request-input
  const backup = JSON.parse(fs.readFileSync(req.files?.backup?.tempFilePath, 'utf8'));
  // ok: node.path.fs-request-input
  fs.unlinkSync(req.files['backup'].tempFilePath);
  res.json({ restored: backup.length });
});

app.post('/themes', async (req, res) => {
  // the client's own file name and a body field still choose the path
  // ruleid: node.path.fs-request-input
  fs.copyFileSync(req.files.theme.tempFilePath, path.join('themes', req.files.theme.name));
  // ruleid: node.path.fs-request-input
  fs.writeFileSync(path.join('themes', req.body.folder, 'theme.css'), req.body.css);
  res.sendStatus(201);
});

export default app;
