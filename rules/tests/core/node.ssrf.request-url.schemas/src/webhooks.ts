import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { httpsUrlSchema, webhookFileUrlSchema } from './lib/url-validation';

const BaseSchema = z.object({ resourceType: z.enum(['document.create', 'document.import']) });

const DocumentCreateSchema = BaseSchema.extend({
  resourceType: z.literal('document.create'),
  fileUrl: webhookFileUrlSchema,
  name: z.string(),
});

const DocumentImportSchema = BaseSchema.extend({
  resourceType: z.literal('document.import'),
  fileUrl: httpsUrlSchema,
});

const Body = z.discriminatedUnion('resourceType', [DocumentCreateSchema, DocumentImportSchema]);

async function handleCreate(data: z.infer<typeof DocumentCreateSchema>, res: NextApiResponse) {
  const { fileUrl, name } = data;
  // ok: node.ssrf.request-url
  const response = await fetch(fileUrl);
  return res.status(201).json({ name, size: (await response.arrayBuffer()).byteLength });
}

async function handleImport(data: z.infer<typeof DocumentImportSchema>, res: NextApiResponse) {
  const { fileUrl } = data;
  // ruleid: node.ssrf.request-url
  const response = await fetch(fileUrl);
  return res.status(201).json({ size: (await response.arrayBuffer()).byteLength });
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const parsed = Body.safeParse(req.body);
  if (!parsed.success) return res.status(400).json({ error: 'invalid body' });
  const data = parsed.data;
  if (data.resourceType === 'document.create') return handleCreate(data, res);
  return handleImport(data, res);
}
