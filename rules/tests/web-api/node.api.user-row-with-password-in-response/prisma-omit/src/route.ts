import { NextResponse } from 'next/server';
import { prisma } from './lib/prisma';
import { getSession } from './lib/session';

export async function GET() {
  const session = await getSession();
  const user = await prisma.user.findUnique({ where: { id: session.user.id } });
  // ok: node.api.user-row-with-password-in-response
  return NextResponse.json(user);
}

export async function PATCH(request: Request) {
  const { linkId, url } = await request.json();
  const link = await prisma.link.update({ where: { id: linkId }, data: { url } });
  // ok: node.api.user-row-with-password-in-response
  return NextResponse.json(link);
}
