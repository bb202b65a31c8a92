import { UnauthorizedException } from '@nestjs/common';
import bcrypt from 'bcryptjs';

export async function loginEndUser(rows: RowReader, email: string, password: string) {
  const row = await rows.findByEmail(email);
  // ok: node.auth.login-user-enumeration
  // Generic failure for both "no such user" and "wrong password": never leak which.
  const valid = row ? await bcrypt.compare(password, row.passwordHash) : false;
  if (!row || !valid) {
    throw new UnauthorizedException('Invalid email or password.');
  }
  return { token: await signToken(row.id) };
}
