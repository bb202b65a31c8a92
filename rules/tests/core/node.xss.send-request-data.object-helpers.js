// Helpers that answer objects: what res.send() serialises as application/json
const express = require('express');
const { X509Certificate } = require('crypto');

const { Reminder } = require('./models');

const router = express.Router();

async function queueReminder({ appointmentId, email, models }) {
  const { Reminder: Reminders } = models;
  return await Reminders.create({ appointmentId, destination: email, status: 'queued' });
}

function describeCertificate(pem, key) {
  const certificate = new X509Certificate(pem);
  if (!key) {
    return { certificate: { cn: certificate.subject, issuer: certificate.issuer }, certificate_key: false };
  }
  return { certificate: { cn: certificate.subject, issuer: certificate.issuer }, certificate_key: true };
}

const echoSettings = (settings) => ({ received: settings, at: Date.now() });

function greeting(name) {
  if (!name) return 'Hello, stranger';
  return `<p>Hello, ${name}</p>`;
}

router.post('/certificates/validate', (req, res) => {
  const result = describeCertificate(req.body.certificate, req.body.key);
  // ok: node.xss.send-request-data
  res.send(result);
});

router.post('/settings/echo', async (req, res) => {
  // ok: node.xss.send-request-data
  res.send(echoSettings(req.body));
});

router.get('/greet', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.send(greeting(req.query.name));
});

router.post('/reminders', async (req, res) => {
  const { appointmentId, email } = req.body;
  const reminder = await queueReminder({ appointmentId, email, models: req.models });
  // ok: node.xss.send-request-data
  res.status(201).send(reminder);
});

router.get('/reminders/:id', async (req, res) => {
  // ok: node.xss.send-request-data
  res.send(await Reminder.findByPk(req.params.id));
});

router.post('/reminders/preview', async (req, res) => {
  const reminder = await queueReminder(req.body);
  // ruleid: node.xss.send-request-data
  res.send(`<p>Queued for ${req.body.email} (${reminder.id})</p>`);
});

module.exports = router;
