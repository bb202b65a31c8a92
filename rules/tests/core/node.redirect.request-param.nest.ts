import { Controller, Get, Query, Redirect, Res } from '@nestjs/common';
import type { Response } from 'express';

const ALLOWED_HOSTS = new Set(['docs.example.com']);

@Controller('auth')
export class AuthController {
  @Get('done')
  done(@Query('next') next: string, @Res() res: Response) {
    // ruleid: node.redirect.request-param
    return res.redirect(next);
  }

  @Get('go')
  @Redirect()
  go(@Query('url') url: string) {
    // ruleid: node.redirect.request-param
    return { url };
  }

  @Get('docs')
  @Redirect('https://docs.example.com', 302)
  docs(@Query('version') version: string) {
    // ruleid: node.redirect.request-param
    return { url: `${version}`, statusCode: 301 };
  }

  @Get('home')
  home(@Query('tab') tab: string, @Res() res: Response) {
    // ok: node.redirect.request-param
    return res.redirect(`/dashboard?tab=${encodeURIComponent(tab)}`);
  }

  @Get('help')
  @Redirect()
  help(@Query('topic') topic: string) {
    // ok: node.redirect.request-param
    return { url: `/help/${encodeURIComponent(topic)}` };
  }

  @Get('out')
  @Redirect()
  out(@Query('host') host: string) {
    if (!ALLOWED_HOSTS.has(host)) return { url: '/' };
    // ok: node.redirect.request-param
    return { url: `https://${host}/` };
  }

  @Get('profile')
  profile(@Query('id') id: string) {
    // ok: node.redirect.request-param
    return { url: `/users/${id}`, id };
  }
}
