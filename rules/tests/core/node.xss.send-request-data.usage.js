const express = require('express');
const db = require('../db');

const router = express.Router();

// An object the handler writes members of, an array it pushes to, a member it set to an object
// literal: Express sends each as JSON (and Node's res.write refuses them), so no page renders it.
router.post('/config/external-url', async (req, res) => {
  const config = await db.loadConfig();
  const settings = config.settings || {};
  settings.EXTERNAL_URL = req.body.ExternalUrl;
  await db.query('UPDATE app_config SET settings=$1 WHERE "ID"=1', [settings]);
  config.settings = settings;
  // ok: node.xss.send-request-data
  res.send(config);
});

router.post('/users/excluded', async (req, res) => {
  const { userId } = req.body;
  const settings = await db.loadSettings();
  let excludedUsers = settings.ExcludedUsers || [];
  if (excludedUsers.includes(userId)) {
    excludedUsers = excludedUsers.filter((item) => item !== userId);
  } else {
    excludedUsers.push(userId);
  }
  // ok: node.xss.send-request-data
  res.send(excludedUsers);
});

router.post('/tasks/interval', async (req, res) => {
  const { taskName, interval } = req.body;
  const settings = await db.loadSettings();
  settings.Polling = { taskName, interval };
  // ok: node.xss.send-request-data
  res.send(settings.Polling);
});

// Text stays text: a string the handler also decorates, or a member last set to a string
router.post('/greeting', async (req, res) => {
  let greeting = `<p>Hello ${req.body.name}</p>`;
  greeting.shown = true;
  // ruleid: node.xss.send-request-data
  res.send(greeting);
});

router.post('/banner', async (req, res) => {
  const settings = await db.loadSettings();
  settings.banner = `<marquee>${req.body.text}</marquee>`;
  // ruleid: node.xss.send-request-data
  res.send(settings.banner);
});

router.post('/notes', async (req, res) => {
  const notes = await db.loadNotes();
  const note = req.body.note;
  notes.push(note);
  // ruleid: node.xss.send-request-data
  res.send(note);
});

module.exports = router;
