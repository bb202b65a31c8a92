import type { NextApiRequest, NextApiResponse } from 'next';
import * as mupdf from 'mupdf';

// papermark's PDF worker: only the app's own job runner, holding INTERNAL_API_KEY, chooses the URL
export default async function getPages(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.status(405).json({ error: 'Method Not Allowed' });
    return;
  }
  const authHeader = req.headers.authorization;
  const token = authHeader?.split(' ')[1];
  if (token !== process.env.INTERNAL_API_KEY) {
    res.status(401).json({ message: 'Unauthorized' });
    return;
  }
  const { url } = req.body as { url: string };
  // ok: node.ssrf.request-url
  const response = await fetch(url);
  const doc = new mupdf.PDFDocument(await response.arrayBuffer());
  res.status(200).json({ numPages: doc.countPages() });
}

// the same worker with the key check only logged: anyone picks the URL
export async function previewPage(req: NextApiRequest, res: NextApiResponse) {
  const token = req.headers.authorization?.split(' ')[1];
  if (token !== process.env.INTERNAL_API_KEY) {
    console.warn('preview without the internal key');
  }
  const { url } = req.body as { url: string };
  // ruleid: node.ssrf.request-url
  const response = await fetch(url);
  res.status(200).send(Buffer.from(await response.arrayBuffer()));
}

// a signature that is checked but whose failure is ignored is no gate either
export async function importFeed(req: NextApiRequest, res: NextApiResponse) {
  const signature = req.headers['x-signature'];
  const isValid = await verifySignature(String(signature), JSON.stringify(req.body));
  const { feedUrl } = req.body;
  // ruleid: node.ssrf.request-url
  const feed = await fetch(feedUrl);
  res.status(isValid ? 200 : 202).json({ size: (await feed.text()).length });
}

declare function verifySignature(signature: string, body: string): Promise<boolean>;
