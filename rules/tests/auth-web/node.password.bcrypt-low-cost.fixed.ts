import bcrypt from 'bcrypt';
import { prisma } from './db';

export async function register(email: string, password: string) {
  // ruleid: node.password.bcrypt-low-cost
  const passwordHash = await bcrypt.hash(password, 12);
  return prisma.user.create({ data: { email, passwordHash } });
}

export async function changePassword(userId: string, newPassword: string) {
  // ruleid: node.password.bcrypt-low-cost
  const salt = await bcrypt.genSalt(12);
  const passwordHash = await bcrypt.hash(newPassword, salt);
  return prisma.user.update({ where: { id: userId }, data: { passwordHash } });
}

export async function registerAdmin(email: string, password: string) {
  // ok: node.password.bcrypt-low-cost
  const passwordHash = await bcrypt.hash(password, 12);
  return prisma.user.create({ data: { email, passwordHash, role: 'admin' } });
}

const BCRYPT_ROUNDS = Number(process.env.BCRYPT_ROUNDS ?? 12);

export async function resetPassword(userId: string, password: string) {
  // ok: node.password.bcrypt-low-cost
  const passwordHash = await bcrypt.hash(password, BCRYPT_ROUNDS);
  return prisma.user.update({ where: { id: userId }, data: { passwordHash } });
}
