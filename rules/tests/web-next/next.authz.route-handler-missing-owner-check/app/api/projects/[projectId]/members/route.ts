import { NextResponse, type NextRequest } from 'next/server';
import { db } from '@/lib/mongo';
import { getCurrentUser, assertProjectMember } from '@/lib/auth';

export const DELETE = async (request: NextRequest) => {
  const user = await getCurrentUser();
  if (!user) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  // ruleid: next.authz.route-handler-missing-owner-check
  const memberId = request.nextUrl.searchParams.get('memberId');
  await db.collection('members').deleteOne({ _id: memberId });
  return NextResponse.json({ ok: true });
};

export async function POST(request: NextRequest, { params }: { params: { projectId: string } }) {
  const user = await getCurrentUser();
  // ok: next.authz.route-handler-missing-owner-check
  await assertProjectMember(user, params.projectId, 'admin');
  const { email } = await request.json();
  const member = await db.collection('members').updateOne({ email }, { $set: { project: params.projectId } }, { upsert: true });
  return NextResponse.json(member);
}

export async function GET(request: NextRequest) {
  // ok: next.authz.route-handler-missing-owner-check
  const page = Number(request.nextUrl.searchParams.get('page') ?? '1');
  return NextResponse.json({ page, status: 'ok' });
}
