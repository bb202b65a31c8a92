// A template engine's module held under a name of the code's own is the engine all the same.
const express = require('express');
const engine = require('dot');
import dotT from 'dot';
import * as hb from 'handlebars';
import { templates } from './templates';

const app = express();
app.use(express.json());

app.post('/render', (req, res) => {
  // ruleid: node.template.compile-request-input
  const render = engine.template(req.body.template);
  res.send(render(req.body.data));
});

app.post('/preview', (req, res) => {
  // ruleid: node.template.compile-request-input
  const render = dotT.template(req.body.source, { strip: false });
  res.send(render({ user: req.user }));
});

app.post('/emails/preview', (req, res) => {
  // ruleid: node.template.compile-request-input
  res.send(hb.compile(req.body.html)(req.body.data));
});

app.post('/emails/send', (req, res) => {
  const source = templates[req.body.name];
  if (!source) return res.sendStatus(404);
  // ok: node.template.compile-request-input
  res.send(engine.template(source)(req.body.data));
});

app.post('/report', (req, res) => {
  // a module of the app's own with a method of the same name is no template engine
  // ok: node.template.compile-request-input
  res.send(templates.render(req.body.name));
});
