import { Prisma, PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();

export async function findUserByEmail(email: string) {
  // ruleid: node.sql.prisma-raw-unsafe
  return prisma.$queryRawUnsafe(`SELECT * FROM "User" WHERE email = '${email}'`);
}

export async function findUserByEmailSafe(email: string) {
  // ok: node.sql.prisma-raw-unsafe
  return prisma.$queryRaw`SELECT * FROM "User" WHERE email = ${email}`;
}

export async function purgeSessions(userId: string) {
  // ruleid: node.sql.prisma-raw-unsafe
  await prisma.$executeRawUnsafe('DELETE FROM "Session" WHERE "userId" = \'' + userId + "'");
}

export async function purgeSessionsSafe(userId: string) {
  // ok: node.sql.prisma-raw-unsafe
  await prisma.$executeRawUnsafe('DELETE FROM "Session" WHERE "userId" = $1', userId);
}

export async function ordersSorted(direction: string) {
  // ruleid: node.sql.prisma-raw-unsafe
  const orderBy = Prisma.raw(`ORDER BY "createdAt" ${direction}`);
  return prisma.$queryRaw`SELECT * FROM "Order" ${orderBy}`;
}

export async function ordersSortedSafe(direction: 'asc' | 'desc') {
  // ok: node.sql.prisma-raw-unsafe
  const orderBy = direction === 'asc' ? Prisma.sql`ORDER BY "createdAt" ASC` : Prisma.sql`ORDER BY "createdAt" DESC`;
  return prisma.$queryRaw`SELECT * FROM "Order" ${orderBy}`;
}
