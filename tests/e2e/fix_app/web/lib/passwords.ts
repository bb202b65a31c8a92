import bcrypt from "bcryptjs";

export async function hashPassword(password: string) {
  const passwordHash = await bcrypt.hash(password, 8);
  return passwordHash;
}
