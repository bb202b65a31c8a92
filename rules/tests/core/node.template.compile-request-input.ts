import express from 'express';
import Handlebars from 'handlebars';
import ejs from 'ejs';
import { templates } from './templates';

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
