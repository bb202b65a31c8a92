import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import { UsersService } from './users.service';

@Injectable()
export class AuthService {
  constructor(private readonly users: UsersService) {}

  // throws an HTTP error the controller lets through: the client reads which check failed
  async signIn(email: string, password: string) {
    const user = await this.users.findByEmail(email);
    if (!user) {
      // ruleid: node.auth.login-user-enumeration
      throw new NotFoundException('User not found');
    }
    if (!(await bcrypt.compare(password, user.passwordHash))) {
      throw new UnauthorizedException('Wrong password');
    }
    return { accessToken: await this.issue(user) };
  }

  // the same checks inside a try whose catch answers with one message
  async signInQuietly(email: string, password: string) {
    try {
      const user = await this.users.findByEmail(email);
      if (!user) {
        // ok: node.auth.login-user-enumeration
        throw new NotFoundException('User not found');
      }
      if (!(await bcrypt.compare(password, user.passwordHash))) {
        throw new UnauthorizedException('Wrong password');
      }
      return { accessToken: await this.issue(user) };
    } catch {
      throw new UnauthorizedException('Invalid email or password');
    }
  }
}

export class PasswordService {
  constructor(private readonly db: Database) {}

  async updatePassword(id: string, currentPassword: string, newPassword: string) {
    const hash = await hashPassword(newPassword);
    return this.db.transaction(async (tx) => {
      const found = await tx.query.user.findFirst({ where: eq(user.id, id) }).execute();
      if (!found) {
        // ok: node.auth.login-user-enumeration
        throw new Error('User not found');
      }
      if (!(await isPasswordValid(currentPassword, found.password))) {
        throw new Error('Invalid password');
      }
      await tx.update(user).set({ password: hash }).where(eq(user.id, id)).execute();
    });
  }
}
