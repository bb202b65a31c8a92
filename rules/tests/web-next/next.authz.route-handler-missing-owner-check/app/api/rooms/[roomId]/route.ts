import { NextRequest, NextResponse } from 'next/server';
import { adminAuth, adminDb } from '@/lib/firebase/admin';

async function membershipOf(req: NextRequest, churchId: string) {
  const token = req.headers.get('Authorization')?.slice(7) ?? '';
  const { uid } = await adminAuth.verifyIdToken(token);
  const snap = await adminDb
    .collection('memberships')
    .where('user_id', '==', uid)
    .where('church_id', '==', churchId)
    .limit(1)
    .get();
  return snap.empty ? null : snap.docs[0].data();
}

// Rooms are the church's shared data: staff of the church manage them.
export async function PUT(req: NextRequest, { params }: { params: Promise<{ roomId: string }> }) {
  const body = await req.json();
  const membership = await membershipOf(req, body.church_id);
  if (!membership || !['owner', 'admin'].includes(membership.role)) {
    return NextResponse.json({ error: 'Forbidden' }, { status: 403 });
  }
  // ok: next.authz.route-handler-missing-owner-check
  const { roomId } = await params;
  await adminDb.doc(`churches/${body.church_id}/rooms/${roomId}`).update({ name: String(body.name) });
  return NextResponse.json({ ok: true });
}

// Any member, whatever the role, deletes any room of any church named in the query.
export async function DELETE(req: NextRequest, { params }: { params: Promise<{ roomId: string }> }) {
  const token = req.headers.get('Authorization')?.slice(7) ?? '';
  await adminAuth.verifyIdToken(token);
  // ruleid: next.authz.route-handler-missing-owner-check
  const { roomId } = await params;
  // ruleid: next.authz.route-handler-missing-owner-check
  const churchId = req.nextUrl.searchParams.get('church_id');
  await adminDb.doc(`churches/${churchId}/rooms/${roomId}`).delete();
  return NextResponse.json({ ok: true });
}
