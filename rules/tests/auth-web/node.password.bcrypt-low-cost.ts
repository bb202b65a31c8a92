import bcrypt from 'bcrypt';
import { prisma } from './db';

export async function register(email: string, password: string) {
  // ruleid: node.password.bcrypt-low-cost
  const passwordHash = await bcrypt.hash(password, 8);
  return prisma.user.create({ data: { email, passwordHash } });
}

export async function changePassword(userId: string, newPassword: string) {
  // ruleid: node.password.bcrypt-low-cost
  const salt = await bcrypt.genSalt(5);
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

// a salt made apart from the hash, in a file that bcrypts passwords
// ruleid: node.password.bcrypt-low-cost
const salt = bcrypt.genSaltSync(4);

export function seedUser(email: string, plainPassword: string) {
  // ok: node.password.bcrypt-low-cost
  return { email, passwordHash: bcrypt.hashSync(plainPassword, salt) };
}

// a generic helper named for passwords: whatever its parameter is called, it hashes one
export const hashPassword = async (plain: string) => {
  // ruleid: node.password.bcrypt-low-cost
  return bcrypt.hash(plain, 6);
};

export class PasswordHasher {
  hash(input: string) {
    // ruleid: node.password.bcrypt-low-cost
    return bcrypt.hashSync(input, 4);
  }
}

export const login = {
  async signUp({ email, pin }: { email: string; pin: string }) {
    // ruleid: node.password.bcrypt-low-cost
    const pinHash = await bcrypt.hash(`${pin}:${email}`, 7);
    return prisma.user.create({ data: { email, pinHash } });
  },
};

// bcrypt used as a slow digest for an id, not over a password: its cost is a speed choice
const itemId = async (item: unknown) => {
  // ok: node.password.bcrypt-low-cost
  return bcrypt.hash(JSON.stringify(item), 1);
};

export async function dedupeKey(feedUrl: string, entry: { link: string; title: string }) {
  // ok: node.password.bcrypt-low-cost
  const salt = await bcrypt.genSalt(1);
  return bcrypt.hash(`${feedUrl}|${entry.link}|${entry.title}`, salt);
}
