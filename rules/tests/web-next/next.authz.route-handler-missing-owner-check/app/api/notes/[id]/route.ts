import { NextResponse } from 'next/server';
import { z } from 'zod';
import { prisma } from '@/lib/db';
import { verifySession } from '@/lib/dal';

const NoteUpdate = z.object({ title: z.string().max(200), body: z.string().max(10_000) });

export async function PATCH(request: Request, ctx: { params: Promise<{ id: string }> }) {
  const session = await verifySession();
  // ruleid: next.authz.route-handler-missing-owner-check
  const { id } = await ctx.params;
  const data = NoteUpdate.parse(await request.json());
  const note = await prisma.note.update({ where: { id }, data });
  return NextResponse.json({ note, by: session.email });
}

export async function GET(_request: Request, ctx: { params: Promise<{ id: string }> }) {
  const session = await verifySession();
  // ok: next.authz.route-handler-missing-owner-check
  const { id } = await ctx.params;
  const note = await prisma.note.findUnique({ where: { id } });
  if (!note || note.authorId !== session.userId) {
    return NextResponse.json({ error: 'Not found' }, { status: 404 });
  }
  return NextResponse.json(note);
}
