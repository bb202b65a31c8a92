import type { Request, RequestHandler, Response } from 'express';

interface GreetingQuery {
  name?: string;
}

// `_req`: a handler parameter named as if unused, read all the same
class GreetingController {
  public hello: RequestHandler = async (_req: Request<{}, {}, {}, GreetingQuery>, res: Response) => {
    const userName = _req.query.name || 'World';
    if (!looksHarmless(userName)) {
      return res.status(400).send('Bad input detected!');
    }
    const html = `<h1>Hello, ${userName}!</h1>`;
    // ruleid: node.xss.send-request-data
    return res.send(html);
  };

  public farewell: RequestHandler = async (_request: Request, res: Response) => {
    // ruleid: node.xss.send-request-data
    res.send(`<p>Goodbye, ${_request.query.name}</p>`);
  };

  public helloEscaped: RequestHandler = async (_req: Request<{}, {}, {}, GreetingQuery>, res: Response) => {
    const userName = escapeHtml(String(_req.query.name || 'World'));
    // ok: node.xss.send-request-data
    return res.send(`<h1>Hello, ${userName}!</h1>`);
  };

  public helloJson: RequestHandler = async (_req: Request, res: Response) => {
    // ok: node.xss.send-request-data
    return res.json({ greeting: `Hello, ${_req.query.name}` });
  };
}

// a disallow-list that an array (?name[]=<img ...>) passes: includes compares whole elements
function looksHarmless(name: string): boolean {
  return !['<', '>', '&', '"', "'"].some((bad) => name.includes(bad));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const greetingController = new GreetingController();
