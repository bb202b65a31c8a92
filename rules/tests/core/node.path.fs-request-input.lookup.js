const express = require('express');
const fs = require('fs');
const path = require('path');
const apps = require('../store/apps');
const Project = require('../models/project');
const storage = require('../lib/storage');

const router = express.Router();
const LOGS_DIR = '/var/log/apps';
const EXPORTS_DIR = path.join(__dirname, 'exports');
const themes = new Map([['light', 'light.css'], ['dark', 'dark.css']]);

// the app must exist before its log folder is listed: a made-up `../../etc` finds no app
router.get('/apps/:appName/logs', async (req, res) => {
  const { appName } = req.params;
  const app = await apps.getAppDefinition(appName);
  if (!app) {
    return res.status(404).json({ error: `no app ${appName}` });
  }
  // ok: node.path.fs-request-input
  const files = await fs.promises.readdir(path.join(LOGS_DIR, appName));
  res.json(files);
});

// the same lookup, its result only logged: nothing stops the listing
router.get('/apps/:appName/reports', async (req, res) => {
  const { appName } = req.params;
  const app = await apps.getAppDefinition(appName);
  console.log('listing reports of', app && app.name);
  // ruleid: node.path.fs-request-input
  const files = await fs.promises.readdir(path.join(LOGS_DIR, appName, 'reports'));
  res.json(files);
});

// a record of the database keyed by the id, required with `== null` among other conditions
router.get('/projects/:id/export', async (req, res) => {
  const id = req.params.id;
  const project = await Project.findOne({ where: { id, archived: false } });
  if (project == null || !project.exportReady) throw new Error('export not found');
  // ok: node.path.fs-request-input
  fs.createReadStream(path.join(EXPORTS_DIR, `${id}.zip`)).pipe(res);
});

// a pattern search matches more than its key: the export of any project like it is read
router.get('/projects/search/export', async (req, res) => {
  const term = req.query.term;
  const project = await Project.findOne({ name: { $regex: term } });
  if (!project) return res.sendStatus(404);
  // ruleid: node.path.fs-request-input
  fs.createReadStream(path.join(EXPORTS_DIR, `${term}.zip`)).pipe(res);
});

// a known entry of a map
router.get('/themes/:theme.css', (req, res) => {
  const theme = req.params.theme;
  if (!themes.has(theme)) return res.sendStatus(404);
  const known = themes.get(theme);
  if (!known) return res.sendStatus(404);
  // ok: node.path.fs-request-input
  fs.createReadStream(path.join(__dirname, 'themes', theme + '.css')).pipe(res);
});

// an existence check of the file itself: a traversal path names an existing file too
router.delete('/exports/:name', async (req, res) => {
  const name = req.params.name;
  const file = await storage.getExportFile(name);
  if (!file) return res.sendStatus(404);
  // ruleid: node.path.fs-request-input
  await fs.promises.unlink(path.join(EXPORTS_DIR, name));
  res.sendStatus(204);
});

// normalised and contained before the read
router.get('/exports/raw', (req, res) => {
  const target = path.normalize(path.join(EXPORTS_DIR, req.query.file));
  if (!target.startsWith(EXPORTS_DIR + path.sep)) {
    return res.status(400).end();
  }
  // ok: node.path.fs-request-input
  fs.createReadStream(target).pipe(res);
});

// a Knex query's first row for the exact name: a made-up `../x` finds no row
router.get('/sites/:site/files', async (req, res) => {
  const { site } = req.params;
  const row = await knex('sites').where({ name: site }).first();
  if (!row) return res.status(404).end();
  // ok: node.path.fs-request-input
  res.json(await fs.promises.readdir(path.join(EXPORTS_DIR, site)));
});

// a pattern match is no key: `..%` matches a real site too
router.get('/sites/:site/assets', async (req, res) => {
  const { site } = req.params;
  const row = await knex('sites').where('name', 'like', `${site}%`).first();
  if (!row) return res.status(404).end();
  // ruleid: node.path.fs-request-input
  res.json(await fs.promises.readdir(path.join(EXPORTS_DIR, site, 'assets')));
});

module.exports = router;
