import { Body, Controller, Post } from '@nestjs/common';
import { AuthService } from '../services/auth.service';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  login(@Body() body: { email: string; password: string }) {
    return this.auth.signIn(body.email, body.password);
  }

  @Post('login/quiet')
  loginQuietly(@Body() body: { email: string; password: string }) {
    return this.auth.signInQuietly(body.email, body.password);
  }
}
