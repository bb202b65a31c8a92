import { Body, Controller, Get, Header, Post, Put, Query, Render, Res } from '@nestjs/common';
import { Response } from 'express';
import escapeHtml from 'escape-html';

@Controller('invites')
export class InvitesController {
  // Nest answers a returned string with res.send: Express types it text/html
  @Get('message')
  message(@Query('name') name: string): string {
    // ruleid: node.xss.html-response-request-data
    return `Welcome to the workspace, ${name}.`;
  }

  @Post('preview')
  @Header('Content-Type', 'text/html')
  async preview(@Body('title') title: string): Promise<string> {
    const heading = title.trim();
    // ruleid: node.xss.html-response-request-data
    return '<h1>' + heading + '</h1>';
  }

  @Get('message/escaped')
  messageEscaped(@Query('name') name: string): string {
    // ok: node.xss.html-response-request-data
    return `Welcome to the workspace, ${escapeHtml(name)}.`;
  }

  @Get('message/plain')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  messagePlain(@Query('name') name: string): string {
    // ok: node.xss.html-response-request-data
    return `Welcome to the workspace, ${name}.`;
  }

  @Get('message/json')
  messageJson(@Query('name') name: string) {
    // ok: node.xss.html-response-request-data
    return { message: `Welcome to the workspace, ${name}.` };
  }

  @Get('page')
  @Render('invite')
  page(@Query('name') name: string) {
    // ok: node.xss.html-response-request-data
    return { title: `Invite for ${name}` };
  }

  @Get('download')
  download(@Query('name') name: string, @Res() res: Response) {
    res.attachment('invite.txt');
    res.type('text/plain').send(`Invite for ${name}`);
    // ok: node.xss.html-response-request-data
    return `Invite for ${name}`;
  }

  // a script's PUT: read by the code that sent it, never navigated to
  @Put('rename')
  rename(@Body('name') name: string): string {
    // ok: node.xss.html-response-request-data
    return `Renamed to ${name}`;
  }
}
