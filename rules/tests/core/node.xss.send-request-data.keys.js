const express = require('express');
const db = require('./db');

const DEFAULT_SETTINGS = { theme: 'light', language: 'en', pageSize: 20 };

function createServer(app) {
  app.post('/settings', (req, res) => {
    const settings = { ...DEFAULT_SETTINGS };
    for (const key in req.body.settings) {
      if (settings[key] !== undefined) {
        if (typeof req.body.settings[key] !== typeof settings[key]) {
          // ok: node.xss.send-request-data
          return res.status(400).send(`Setting "${key}" must be of type ${typeof settings[key]}`);
        }
        settings[key] = req.body.settings[key];
      } else {
        // ruleid: node.xss.send-request-data
        return res.status(400).send(`Unknown setting "${key}"`);
      }
    }
    res.json(settings);
  });

  app.post('/libraries', (req, res) => {
    const payload = { name: req.body.name, settings: defaultSettings(req.body.mediaType) };
    for (const key in req.body.settings) {
      if (payload.settings[key] !== undefined) {
        // ok: node.xss.send-request-data
        if (typeof req.body.settings[key] !== 'string') return res.status(400).send(`Setting "${key}" must be a string`);
        payload.settings[key] = req.body.settings[key];
      }
    }
    res.json(payload);
  });

  app.post('/preferences', (req, res) => {
    const prefs = { ...DEFAULT_SETTINGS };
    prefs[req.body.extra] = true; // the caller adds a key of its own
    const key = req.body.key;
    if (prefs[key] !== undefined) {
      // ruleid: node.xss.send-request-data
      return res.send(`<p>${key} is set</p>`);
    }
    res.sendStatus(404);
  });

  app.get('/hello/:user', function (req, res) {
    var user = '';
    var names = { first: req.params.user };
    // a second `var` of the same name assigns the first
    var user = names.first;
    // ruleid: node.xss.send-request-data
    res.send(`<h1>Hello ${user}</h1>`);
  });

  app.post('/profile/:field', (req, res) => {
    const field = req.params.field;
    if (!Object.hasOwn(DEFAULT_SETTINGS, field)) {
      // ruleid: node.xss.send-request-data
      return res.status(404).send(`No field ${field}`);
    }
    // ok: node.xss.send-request-data
    res.send(`Field ${field} reset`);
  });

  app.post('/profile/copy/:field', (req, res) => {
    const submitted = req.body.values;
    const field = req.params.field;
    // a key of what the caller sent is the caller's text
    if (submitted[field] === undefined) return res.sendStatus(400);
    // ruleid: node.xss.send-request-data
    res.send(`Copied ${field}`);
  });

  app.post('/transfer', async (req, res) => {
    const token = req.body;
    const id = require('crypto').randomUUID();
    await db.set(`transfer:${id}`, token);
    res.json({ id });
  });

  app.get('/transfer/:id', async (req, res) => {
    // the record stored by another request: not this request's data
    const token = await db.get(`transfer:${req.params.id.replace(/[^\w-]/g, '')}`);
    // ok: node.xss.send-request-data
    res.send(token);
  });

  app.get('/echo', (req, res) => {
    const seen = new Map();
    seen.set('q', req.query.q);
    // ruleid: node.xss.send-request-data
    res.send(`<p>${seen.get('q')}</p>`);
  });
}

function defaultSettings(mediaType) {
  return mediaType === 'podcast' ? { autoDownload: false } : { ...DEFAULT_SETTINGS };
}

module.exports = { createServer };

function routes(router) {
  router.patch('/backups/path', (req, res) => {
    // a PATCH answer is read by the script that sent it, never rendered as a page
    // ok: node.xss.send-request-data
    return res.status(400).send(`Invalid backup path "${req.body.path}"`);
  });

  router
    .route('/files/:name')
    .get((req, res) => {
      // ruleid: node.xss.send-request-data
      res.status(404).send(`No file ${req.params.name}`);
    })
    .delete((req, res) => {
      // ok: node.xss.send-request-data
      res.status(404).send(`No file ${req.params.name}`);
    });
}

module.exports.routes = routes;
