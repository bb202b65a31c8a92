'use server';
// A server action: the form's fields arrive as FormData (no request object in the file)
import { readFile } from 'fs/promises';
import path from 'path';

const NOTES = path.join(process.cwd(), 'notes');

export async function openNote(formData: FormData) {
  const file = formData.get('file') as string;
  // ruleid: node.path.fs-request-input
  return readFile(NOTES + '/' + file, 'utf8');
}

export async function openTodayNote(formData: FormData) {
  const day = Number(formData.get('day'));
  // ok: node.path.fs-request-input
  return readFile(`${NOTES}/day-${day}.md`, 'utf8');
}
