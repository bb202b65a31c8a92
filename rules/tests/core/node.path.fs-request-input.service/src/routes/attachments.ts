// Route handlers in one file, the file system in another: request data crosses the import.
import { Router } from 'express';
import { readAttachment, readExport, removeDraft } from '@/services/files';

export const router = Router();

router.get('/attachments/:owner/:name', async (req, res) => {
  // flow-source: node.path.fs-request-input
  const { owner, name } = req.params;
  // flow-via: node.path.fs-request-input
  res.send(await readAttachment(owner, name));
});

router.get('/exports/:name', async (req, res) => {
  res.send(await readExport(req.params.name));
});

router.delete('/drafts/:id', async (req, res) => {
  await removeDraft(String(Number(req.params.id)));
  res.sendStatus(204);
});
