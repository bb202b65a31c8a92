import { UserRepository } from '@/repositories';
import { generateToken, hashPassword } from '@/lib/auth';

export class AuthService {
  static async register(email: string, password: string) {
    const user = await UserRepository.createUser({ email, password: hashPassword(password) });
    return { user, token: generateToken(user) };
  }
}
