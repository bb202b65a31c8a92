'use server';
import { readFile as readFromDisk } from 'fs/promises';
import path from 'path';

const NOTES = path.join(process.cwd(), 'notes');

export async function readFile(filename: string): Promise<string> {
  // ok: node.path.fs-request-input
  return readFromDisk(path.join(NOTES, path.basename(filename)), 'utf8');
}
