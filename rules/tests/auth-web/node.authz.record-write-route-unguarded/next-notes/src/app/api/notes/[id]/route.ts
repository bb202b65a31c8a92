import { NextRequest, NextResponse } from 'next/server';
import { NoteService } from '@/services';

export async function GET(request: NextRequest, props: { params: Promise<{ id: string }> }) {
  const { id } = await props.params;
  return NextResponse.json(await NoteService.getNoteById(id));
}

// ruleid: node.authz.record-write-route-unguarded
export async function PUT(request: NextRequest, props: { params: Promise<{ id: string }> }) {
  const { id } = await props.params;
  const body = await request.json();
  console.log('update', { id, agent: request.headers.get('user-agent') });
  const note = await NoteService.updateNote(id, body);
  return NextResponse.json(note);
}

// ruleid: node.authz.record-write-route-unguarded
export async function DELETE(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await NoteService.deleteNote(id);
  return NextResponse.json({ deleted: id });
}
