import express from 'express';
import Handlebars from 'handlebars';
import ejs from 'ejs';
import { templates } from './templates';
import doT from 'dot';
import { BadRequestException, Body, Controller, Post } from '@nestjs/common';
import { EMAILS } from './emails';

const app = express();
app.use(express.json());

app.post('/preview', (req, res) => {
  // ruleid: node.template.compile-request-input
  const render = Handlebars.compile(req.body.template);
  res.send(render(req.body.data));
});

app.post('/preview-safe', (req, res) => {
  const render = templates[req.body.templateName as keyof typeof templates];
  if (!render) return res.sendStatus(404);
  // ok: node.template.compile-request-input
  res.send(Handlebars.compile(render.source)(req.body.data));
});

app.post('/emails/test', async (req, res) => {
  const { body } = req.body;
  // ruleid: node.template.compile-request-input
  res.send(ejs.render(body, { user: req.user }));
});

app.post('/emails/test-safe', async (req, res) => {
  // ok: node.template.compile-request-input
  const html = await ejs.renderFile('emails/welcome.ejs', { name: req.body.name });
  res.send(html);
});

export default app;

// NestJS: the body is a template source, rendered through a variable
@Controller('render')
export class RenderController {
  @Post()
  render(@Body() source: string) {
    // ruleid: node.template.compile-request-input
    return doT.template(source)({});
  }

  // the template is chosen from the app's own set by a key the body names
  @Post('named')
  renderNamed(@Body('name') name: string, @Body('data') data: Record<string, string>) {
    if (!['welcome', 'reset'].includes(name)) throw new BadRequestException();
    // ok: node.template.compile-request-input
    return ejs.render(EMAILS[name], data);
  }
}

// a Next.js route handler previews a template a user typed
export async function POST(request: Request) {
  const { template } = await request.json();
  const source = `<div class="preview">${template}</div>`;
  // ruleid: node.template.compile-request-input
  return new Response(Handlebars.compile(source)({}));
}
