import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Request, Response } from 'express';
import { NextResponse, type NextRequest } from 'next/server';
import { AuthService } from './auth.service';
import { GoogleAuthGuard } from './guards/google-auth.guard';

@Controller('auth')
export class AuthController {
  constructor(
    private authService: AuthService,
    private configService: ConfigService,
  ) {}

  @Get('google/callback')
  @UseGuards(GoogleAuthGuard)
  async googleCallback(@Req() req: Request, @Res() res: Response) {
    const result = await this.authService.googleLogin(req.user as { email: string });
    const frontendUrl = this.configService.get('FRONTEND_URL', 'http://localhost:4200');
    // ruleid: node.authn.token-in-redirect-query
    res.redirect(`${frontendUrl}/auth/callback?accessToken=${result.accessToken}&refreshToken=${result.refreshToken}`);
  }

  @Get('github/callback')
  async githubCallback(@Req() req: Request, @Res() res: Response) {
    const session = await this.authService.githubLogin(req.query.code as string);
    // ruleid: node.authn.token-in-redirect-query
    return res.redirect('/dashboard?access_token=' + session.token);
  }

  @Get('sso/callback')
  async ssoCallback(@Req() req: Request, @Res() res: Response) {
    const { jwtToken } = await this.authService.ssoLogin(req.query.ticket as string);
    // ruleid: node.authn.token-in-redirect-query
    res.redirect(`/app/welcome?token=${jwtToken}`);
  }

  @Get('google/callback-cookie')
  async googleCallbackCookie(@Req() req: Request, @Res() res: Response) {
    const result = await this.authService.googleLogin(req.user as { email: string });
    res.cookie('refresh_token', result.refreshToken, { httpOnly: true, secure: true });
    // ok: node.authn.token-in-redirect-query
    res.redirect(`${this.configService.get('FRONTEND_URL')}/auth/callback`);
  }

  @Get('implicit/callback')
  async implicitCallback(@Req() req: Request, @Res() res: Response) {
    const result = await this.authService.googleLogin(req.user as { email: string });
    // the fragment stays in the browser: no server log, no Referer
    // ok: node.authn.token-in-redirect-query
    res.redirect(`/auth/callback#access_token=${result.accessToken}`);
  }

  @Get('password-reset/start')
  async passwordReset(@Req() req: Request, @Res() res: Response) {
    const code = await this.authService.oneTimeCode(req.query.email as string);
    // a one-time code the client exchanges for tokens over POST
    // ok: node.authn.token-in-redirect-query
    res.redirect(`/auth/exchange?code=${code}`);
  }
}

export async function GET(request: NextRequest) {
  const session = await exchange(request.nextUrl.searchParams.get('code'));
  // ruleid: node.authn.token-in-redirect-query
  return NextResponse.redirect(new URL(`/welcome?refresh_token=${session.refreshToken}`, request.url));
}

export async function POST(request: NextRequest) {
  const session = await exchange(request.nextUrl.searchParams.get('code'));
  const response = NextResponse.redirect(new URL('/welcome', request.url));
  response.cookies.set('session', session.refreshToken, { httpOnly: true, secure: true });
  // ok: node.authn.token-in-redirect-query
  return response;
}

declare function exchange(code: string | null): Promise<{ refreshToken: string }>;
