import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
// the OAuth state's type only: the compiler erases this import, no session is mounted
import type { SessionData } from 'express-session';
import { AuthService } from './auth.service';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  // the API authenticates with a bearer JWT (Authorization header), never with a cookie
  @UseGuards(AuthGuard('jwt'))
  @Post('link')
  async link(@Req() req: Request, @Body() body: { provider: string }) {
    const state: SessionData['oauthState'] | undefined = req.session?.oauthState;
    return this.auth.linkProvider(req.user as { uid: string }, body.provider, state);
  }
}
