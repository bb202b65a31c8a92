import { Injectable, Module } from '@nestjs/common';
import { JwtModule, JwtService } from '@nestjs/jwt';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import cookieSession from 'cookie-session';
import { SignJWT, jwtVerify } from 'jose';
import type { INestApplication } from '@nestjs/common';

@Module({
  imports: [
    JwtModule.register({
      // ruleid: node.jwt.secret-env-fallback
      secret: process.env.JWT_SECRET || 'DO NOT USE THIS VALUE, CREATE A COMPLEX SECRET',
      signOptions: { expiresIn: process.env.JWT_EXPIRESIN || '36000s' },
    }),
  ],
})
export class AuthModule {}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor() {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // ruleid: node.jwt.secret-env-fallback
      secretOrKey: process.env.JWT_SECRET || 'DO NOT USE THIS VALUE, CREATE A COMPLEX SECRET',
    });
  }

  validate(payload: { sub: string }) {
    return { id: payload.sub };
  }
}

@Injectable()
export class AuthService {
  // ruleid: node.jwt.secret-env-fallback
  private readonly refreshSecret = process.env.JWT_REFRESH_SECRET || 'super-secret-key-123';

  constructor(private readonly jwtService: JwtService) {}

  login(userId: string) {
    return this.jwtService.sign(
      { sub: userId },
      // ruleid: node.jwt.secret-env-fallback
      { secret: process.env.JWT_SECRET || 'DO NOT USE THIS VALUE', expiresIn: '1h' },
    );
  }

  refresh(userId: string) {
    return this.jwtService.sign({ sub: userId }, { secret: this.refreshSecret, expiresIn: '30d' });
  }
}

// jose: the key is the encoded secret.
// ruleid: node.jwt.secret-env-fallback
const joseKey = new TextEncoder().encode(process.env.AUTH_SECRET ?? 'jose-dev-secret');
export const mint = (sub: string) =>
  new SignJWT({ sub }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(joseKey);
export const check = (token: string) => jwtVerify(token, joseKey);

// A client-side session: the cookie holds the session itself, signed with these keys.
export function useSessions(app: INestApplication) {
  // ruleid: node.jwt.secret-env-fallback
  app.use(cookieSession({ name: 'session', keys: [process.env.COOKIE_KEY ?? 'cookie-dev-key'] }));
}
