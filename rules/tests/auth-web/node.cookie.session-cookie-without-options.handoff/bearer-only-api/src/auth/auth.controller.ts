import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { Request, Response } from 'express';
import { AuthService } from './auth.service';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Get('github/callback')
  @UseGuards(AuthGuard('github'))
  async githubCallback(@Req() req: Request, @Res() res: Response) {
    const token = await this.auth.issueToken(req.user as { id: string });
    // the single-page app reads this cookie, stores the token and sends it as a Bearer header
    // ok: node.cookie.session-cookie-without-options
    res.cookie('console.JWT_TOKEN', token);
    res.redirect('/');
  }

  @Get('logout')
  logout(@Res() res: Response) {
    res.clearCookie('console.JWT_TOKEN');
    res.redirect('/login');
  }
}
