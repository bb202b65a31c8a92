import { NextResponse, type NextRequest } from 'next/server';
import { getSession } from 'lib/api/auth';

export async function GET(req: NextRequest) {
  const session = await getSession(req);
  if (!session) return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  return NextResponse.json({ address: session.address });
}
