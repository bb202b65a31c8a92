// Koa with koa-body: formidable writes each upload to a temp file it names itself
// (`file.filepath`, `file.newFilename`); the client's own name is `originalFilename`.
import fs from 'node:fs';
import path from 'node:path';
import Koa from 'koa';
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import formidable from 'formidable';

const app = new Koa();
const router = new Router();
app.use(koaBody({ multipart: true, formidable: { uploadDir: '/tmp/uploads' } }));

router.post('/assets', async (ctx) => {
  const files = ctx.request.files?.file;
  let upload: formidable.File | undefined;
  if (Array.isArray(files)) {
    upload = files[0];
  } else {
    upload = files;
  }
  try {
    if (!upload) throw new Error('no file');
    const name = `${Date.now()}${path.extname(upload.originalFilename || '')}`;
    // ok: node.path.fs-request-input
    fs.copyFileSync(upload.filepath, path.join('public', 'assets', name));
    ctx.body = name;
  } finally {
    if (Array.isArray(files)) {
      // ok: node.path.fs-request-input
      files.forEach((f) => fs.rmSync(f.filepath, { force: true }));
    } else if (upload?.filepath) {
      // ok: node.path.fs-request-input
      fs.rmSync(upload.filepath, { force: true });
    }
  }
});

router.post('/chunks/:id', async (ctx) => {
  // ok: node.path.fs-request-input
  const chunk = fs.readFileSync(ctx.request.files?.chunk?.filepath);
  // ok: node.path.fs-request-input
  fs.appendFileSync(path.join('/tmp/uploads', ctx.request.files.chunk.newFilename), chunk);
  ctx.body = 'OK';
});

router.post('/themes', async (ctx) => {
  const theme = ctx.request.files?.theme as formidable.File;
  // the client's own file name and a body field still choose the path
  // ruleid: node.path.fs-request-input
  fs.copyFileSync(theme.filepath, path.join('themes', theme.originalFilename));
  // ruleid: node.path.fs-request-input
  fs.writeFileSync(path.join('themes', ctx.request.body.folder, 'theme.css'), ctx.request.body.css);
  // a `filepath` field of the request body is not formidable's
  // ruleid: node.path.fs-request-input
  fs.unlinkSync(ctx.request.body.upload.filepath);
  ctx.status = 201;
});

router.post('/legacy/upload', async (ctx) => {
  // a JSON body's `files` is whatever the client sent, not formidable's uploads
  const file = ctx.request.body.files.file;
  // ruleid: node.path.fs-request-input
  fs.renameSync(file.filepath, path.join('/srv/runtime', 'test.txt'));
  ctx.body = 'OK';
});

app.use(router.routes());
export default app;
