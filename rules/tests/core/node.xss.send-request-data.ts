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

// A script, a stylesheet or text: the type set before the write holds on every path to it.
app.get('/widget/:projectId', (req, res) => {
  const projectId = req.params.projectId;
  res.type('.js');
  const js = `window.widgetSettings = { projectId: "${projectId}" };`;
  // ok: node.xss.send-request-data
  res.send(js);
});

app.get('/embed/:id', (req, res) => {
  res.setHeader('content-type', 'application/javascript');
  // ok: node.xss.send-request-data
  res.end(`loadEmbed(${JSON.stringify(req.params.id)}, '${req.query.theme}');`);
});

app.get('/note', (req, res) => {
  if (!req.query.text) {
    return res.status(400).end();
  }
  res.set('Content-Type', 'text/plain');
  // ok: node.xss.send-request-data
  res.send(`Note: ${req.query.text}`);
});

// set on one path only: the other answers HTML (Express's default for a string)
app.get('/report', (req, res) => {
  if (req.query.format === 'json') {
    res.type('json');
  }
  // ruleid: node.xss.send-request-data
  res.send(`<h2>${req.query.title}</h2>`);
});

// set after the write: too late
app.get('/late', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.send(`<p>${req.query.msg}</p>`);
  res.type('text');
});

// an SVG image is a document that runs script
app.get('/badge', (req, res) => {
  res.type('image/svg+xml');
  // ruleid: node.xss.send-request-data
  res.send(`<svg xmlns="http://www.w3.org/2000/svg"><text>${req.query.label}</text></svg>`);
});
