import express, { Request } from 'express';
import { readFile, writeFile } from 'fs/promises';
import path from 'path';
import * as utils from './lib/utils';

const app = express();
app.use(express.json());
const storeDir = path.resolve(process.env.STORE_DIR || 'store');

async function getSafePath(req: Request | string) {
  const reqPath = typeof req === 'string' ? req : req.query.path;
  return utils.resolveSafeStorePath(reqPath, storeDir);
}

app.get('/api/store', async (req, res) => {
  const reqPath = await getSafePath(req);
  // ok: node.path.fs-request-input
  res.send(await readFile(reqPath, 'utf8'));
});

app.put('/api/store', async (req, res) => {
  const target = path.resolve(storeDir, String(req.body.path));
  if (target === storeDir || !target.startsWith(storeDir + path.sep)) {
    res.status(403).send('Path not allowed');
    return;
  }
  // ok: node.path.fs-request-input
  await writeFile(target, req.body.content);
  res.sendStatus(204);
});

app.get('/api/backup', async (req, res) => {
  const target = path.resolve(storeDir, String(req.query.file));
  // the check is backwards: it refuses the files inside the store and reads every other one
  if (target === storeDir || target.startsWith(storeDir + path.sep)) {
    res.status(403).send('Path not allowed');
    return;
  }
  // ruleid: node.path.fs-request-input
  res.send(await readFile(target, 'utf8'));
});

export default app;
