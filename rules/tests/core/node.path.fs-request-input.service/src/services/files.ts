// A service the route handlers call: the path it opens is whatever the caller hands it.
import fs from 'node:fs/promises';
import path from 'node:path';

const STORAGE = path.resolve(process.cwd(), 'storage');
const EXPORTS = ['daily.csv', 'weekly.csv'];

export async function readAttachment(owner: string, name: string) {
  const file = path.join(STORAGE, owner, name);
  // ruleid: node.path.fs-request-input
  return fs.readFile(file);
}

export async function readExport(name: string) {
  if (!EXPORTS.includes(name)) {
    throw new Error('unknown export');
  }
  // ok: node.path.fs-request-input
  return fs.readFile(path.join(STORAGE, 'exports', name));
}

export const removeDraft = async (id: string) => {
  // ok: node.path.fs-request-input
  await fs.unlink(path.join(STORAGE, 'drafts', `${id}.json`));
};
