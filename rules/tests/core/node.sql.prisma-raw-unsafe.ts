import { Prisma, PrismaClient } from '@prisma/client';
import type { NextRequest } from 'next/server';
import express from 'express';

const prisma = new PrismaClient();
const STATEMENT_TIMEOUT_MS = 20_000;
const SORTABLE: Record<string, string> = { created: '"createdAt"', email: 'email' };

async function findUserByEmail(email: string) {
  // ruleid: node.sql.prisma-raw-unsafe
  return prisma.$queryRawUnsafe(`SELECT * FROM "User" WHERE email = '${email}'`);
}

async function findUserByEmailSafe(email: string) {
  // ok: node.sql.prisma-raw-unsafe
  return prisma.$queryRaw`SELECT * FROM "User" WHERE email = ${email}`;
}

// GET /api/users?email=...: the query parameter reaches the raw statement through the helper
export async function GET(request: NextRequest) {
  const email = request.nextUrl.searchParams.get('email') ?? '';
  const [user] = (await findUserByEmail(email)) as unknown[];
  const [same] = (await findUserByEmailSafe(email)) as unknown[];
  return Response.json({ user, same });
}

const app = express();

app.delete('/sessions/:userId', async (req, res) => {
  // ruleid: node.sql.prisma-raw-unsafe
  await prisma.$executeRawUnsafe('DELETE FROM "Session" WHERE "userId" = \'' + req.params.userId + "'");
  res.sendStatus(204);
});

app.delete('/sessions/:userId/safe', async (req, res) => {
  // ok: node.sql.prisma-raw-unsafe
  await prisma.$executeRawUnsafe('DELETE FROM "Session" WHERE "userId" = $1', req.params.userId);
  res.sendStatus(204);
});

app.get('/orders', async (req, res) => {
  const direction = String(req.query.direction);
  // ruleid: node.sql.prisma-raw-unsafe
  const orderBy = Prisma.raw(`ORDER BY "createdAt" ${direction}`);
  res.json(await prisma.$queryRaw`SELECT * FROM "Order" ${orderBy}`);
});

app.get('/orders/safe', async (req, res) => {
  const column = SORTABLE[String(req.query.sort)] ?? '"createdAt"';
  const orderBy =
    req.query.direction === 'asc'
      ? Prisma.sql`ORDER BY "createdAt" ASC`
      : Prisma.sql`ORDER BY "createdAt" DESC`;
  // ok: node.sql.prisma-raw-unsafe
  const byColumn = Prisma.raw(`ORDER BY ${column}`);
  res.json(await prisma.$queryRaw`SELECT * FROM "Order" ${orderBy} ${byColumn}`);
});

// the code's own constant, in a transaction of a job
export async function lockedRun<T>(work: (tx: Prisma.TransactionClient) => Promise<T>) {
  return prisma.$transaction(async (tx) => {
    // ok: node.sql.prisma-raw-unsafe
    await tx.$executeRawUnsafe(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
    return work(tx);
  });
}

// a helper exported to other modules, called by none here: whether outside data reaches its
// table prefix is not shown: a review item (info, needs_review), not a shown flow
export function searchCondition(tablePrefix: string, query: string) {
  // ruleid: node.sql.prisma-raw-unsafe
  return Prisma.sql`${Prisma.raw(`${tablePrefix}.name`)} ILIKE ${`%${query}%`}`;
}

// a tagged template with a row type binds what it interpolates, as without one
export async function lockUsers(tx: Prisma.TransactionClient, userIds: string[]) {
  // ok: node.sql.prisma-raw-unsafe, js.sql.sql-string-built
  return tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM "User" WHERE id IN (${Prisma.join(userIds)}) FOR UPDATE`;
}

export async function rankedPartners(programId: string) {
  // ok: js.sql.sql-string-built
  return prisma.$queryRaw<Array<any>>`SELECT p.* FROM Partner p WHERE p.programId = ${programId}`;
}
