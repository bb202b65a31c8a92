import { NextResponse } from 'next/server';
import { db } from '@/db';
import { projects } from '@/db/schema';
import { and, eq } from 'drizzle-orm';
import { auth } from '@/auth';

export async function PATCH(request: Request, { params }: { params: { id: string } }) {
  const session = await auth();
  if (!session) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  const body = await request.json();
  const [updated] = await db
    .update(projects)
    // ruleid: node.api.request-body-mass-assignment
    .set({ ...body, updatedAt: new Date() })
    .where(and(eq(projects.id, params.id), eq(projects.ownerId, session.user.id)))
    .returning();
  return NextResponse.json(updated);
}

export async function PUT(request: Request, { params }: { params: { id: string } }) {
  const session = await auth();
  if (!session) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  const { name, description } = await request.json();
  const [updated] = await db
    .update(projects)
    // ok: node.api.request-body-mass-assignment
    .set({ name: String(name).slice(0, 100), description: String(description ?? '').slice(0, 2000), updatedAt: new Date() })
    .where(and(eq(projects.id, params.id), eq(projects.ownerId, session.user.id)))
    .returning();
  return NextResponse.json(updated);
}
