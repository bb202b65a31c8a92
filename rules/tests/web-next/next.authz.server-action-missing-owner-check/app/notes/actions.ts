'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { prisma } from '@/lib/db';
import { verifySession } from '@/lib/dal';
import { assertCanWriteNote, canShareNote } from '@/lib/authz/scopes/notes';

const NoteInput = z.object({ title: z.string().min(1).max(200), body: z.string().max(10_000) });

// ruleid: next.authz.server-action-missing-owner-check
export async function deleteNote(noteId: string) {
  await verifySession();
  await prisma.note.delete({ where: { id: noteId } });
  revalidatePath('/notes');
}

// ok: next.authz.server-action-missing-owner-check
export async function archiveNote(noteId: string) {
  const session = await verifySession();
  await prisma.note.update({ where: { id: noteId, ownerId: session.user.id }, data: { archived: true } });
  revalidatePath('/notes');
}

export async function updateNote(formData: FormData) {
  await verifySession();
  // ruleid: next.authz.server-action-missing-owner-check
  const id = String(formData.get('id'));
  const data = NoteInput.parse({ title: formData.get('title'), body: formData.get('body') });
  await prisma.note.update({ where: { id }, data });
  revalidatePath(`/notes/${id}`);
}

export async function createNote(formData: FormData) {
  const session = await verifySession();
  const data = NoteInput.parse({ title: formData.get('title'), body: formData.get('body') });
  // ok: next.authz.server-action-missing-owner-check
  await prisma.note.create({ data: { ...data, ownerId: session.user.id } });
  revalidatePath('/notes');
}

// moving a note to another notebook: both ids come from the caller, and the action checks
// neither; one action lacking its check is one finding
export async function moveNote(
  // ruleid: next.authz.server-action-missing-owner-check
  noteId: string,
  // the same action's second id: its finding would say the same again
  // ok: next.authz.server-action-missing-owner-check
  notebookId: string,
) {
  await verifySession();
  await prisma.note.update({ where: { id: noteId }, data: { notebook: { connect: { id: notebookId } } } });
  await prisma.notebook.update({ where: { id: notebookId }, data: { updatedAt: new Date() } });
  revalidatePath('/notes');
}

// the record id goes to the app's own scope check first: owner, assignee or manager
// ok: next.authz.server-action-missing-owner-check
export async function pinNote(id: string) {
  const { user } = await verifySession();
  await assertCanWriteNote(user, id);
  await prisma.note.update({ where: { id }, data: { pinned: true } });
  revalidatePath('/notes');
}

// ok: next.authz.server-action-missing-owner-check
export async function shareNote(noteId: string, email: string) {
  const session = await verifySession();
  if (!(await canShareNote(session.user, noteId))) throw new Error('Forbidden');
  await prisma.noteShare.create({ data: { noteId, email } });
  await prisma.note.update({ where: { id: noteId }, data: { shared: true } });
}
