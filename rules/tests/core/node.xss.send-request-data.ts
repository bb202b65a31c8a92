import express from 'express';
import escapeHtml from 'escape-html';

const app = express();

app.get('/hello', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.send(`<h1>Hello ${req.query.name}</h1>`);
});

app.get('/hello-safe', (req, res) => {
  // ok: node.xss.send-request-data
  res.send(`<h1>Hello ${escapeHtml(String(req.query.name ?? ''))}</h1>`);
});

app.get('/search', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.status(404).send('<p>No results for ' + req.query.q + '</p>');
});

app.get('/search-json', (req, res) => {
  // ok: node.xss.send-request-data
  res.status(404).json({ error: 'no results', query: req.query.q });
});

app.get('/echo', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.send(req.body.message);
});

app.post('/echo-json', express.json(), (req, res) => {
  // ok: node.xss.send-request-data
  res.send(req.body);
});

app.get('/welcome', (req, res) => {
  const { name } = req.query;
  // ruleid: node.xss.send-request-data
  res.send('<h1>Welcome ' + name + '</h1>');
});

// A response declared as something a browser does not render as a page is not HTML.
app.get('/events/:listenerId', (req, res) => {
  const listenerId = req.params.listenerId;
  res.setHeader('Content-Type', 'text/event-stream');
  res.setHeader('Cache-Control', 'no-cache');
  subscribe(listenerId, (event: string) => {
    // ok: node.xss.send-request-data
    res.write(`data: ${event} for ${listenerId}\n\n`);
  });
});

app.get('/locale/:lang', (req, res) => {
  res.type('json');
  // ok: node.xss.send-request-data
  res.send(`{"locale": "${req.params.lang}"}`);
});

app.get('/export', (req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/csv' });
  // ok: node.xss.send-request-data
  res.end(`name\n${req.query.name}\n`);
});

app.get('/preview', (req, res) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // ruleid: node.xss.send-request-data
  res.end(`<p>${req.query.text}</p>`);
});

app.get('/status', (req, res) => {
  res.set('Cache-Control', 'no-store');
  // ruleid: node.xss.send-request-data
  res.send('Unknown service ' + req.query.service);
});

function subscribe(id: string, onEvent: (event: string) => void): void {
  onEvent(id);
}

export default app;

@Controller('profiles')
export class ProfilesController {
  @Put(':id/bio')
  updateBio(@Req() req: Request, @Res() res: Response) {
    // ok: node.xss.send-request-data
    res.status(400).send(`Invalid bio for ${req.params.id}`);
  }

  @Get(':id/bio')
  showBio(@Req() req: Request, @Res() res: Response) {
    // ruleid: node.xss.send-request-data
    res.status(404).send(`No bio for ${req.params.id}`);
  }
}
