import Handlebars from 'handlebars';
import type { Request, Response } from 'express';

export class PageController {
  // ruleid: js.template.handlebars-noescape
  private render = Handlebars.compile(loadTemplate(), { noEscape: true });

  show(req: Request, res: Response) {
    res.send(this.render({ q: req.query.q }));
  }
}

export function Snippet({ snippet }: { snippet: { body: string } }) {
  // ruleid: js.template.handlebars-noescape
  const tpl = Handlebars.compile(snippet.body, { noEscape: true });
  return <div dangerouslySetInnerHTML={{ __html: tpl(snippet) }} />;
}

export function label(name: string) {
  // ok: js.template.handlebars-noescape
  return Handlebars.compile(name, { noEscape: true })({});
}
declare function loadTemplate(): string;
