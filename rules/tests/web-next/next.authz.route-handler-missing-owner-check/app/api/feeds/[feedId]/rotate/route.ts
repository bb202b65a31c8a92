import { randomUUID } from 'crypto';
import { NextRequest, NextResponse } from 'next/server';
import { adminAuth, adminDb } from '@/lib/firebase/admin';

async function callerId(req: NextRequest): Promise<string | null> {
  const header = req.headers.get('Authorization');
  if (!header?.startsWith('Bearer ')) return null;
  const decoded = await adminAuth.verifyIdToken(header.slice(7));
  return decoded.uid;
}

// Only the feed's creator may rotate its secret URL.
export async function POST(req: NextRequest, { params }: { params: Promise<{ feedId: string }> }) {
  const userId = await callerId(req);
  if (!userId) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  // ok: next.authz.route-handler-missing-owner-check
  const { feedId } = await params;
  const feedRef = adminDb.doc(`calendar_feeds/${feedId}`);
  const feed = (await feedRef.get()).data();
  if (!feed || feed.created_by_user_id !== userId) {
    return NextResponse.json({ error: 'Not found' }, { status: 404 });
  }
  await feedRef.update({ secret_token: randomUUID() });
  return NextResponse.json({ ok: true });
}

// Anyone signed in may revoke any feed: nothing compares the feed with the caller.
export async function DELETE(req: NextRequest, { params }: { params: Promise<{ feedId: string }> }) {
  const userId = await callerId(req);
  if (!userId) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  // ruleid: next.authz.route-handler-missing-owner-check
  const { feedId } = await params;
  await adminDb.doc(`calendar_feeds/${feedId}`).update({ revoked_at: new Date() });
  return NextResponse.json({ ok: true });
}
