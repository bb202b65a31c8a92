// Helpers that answer objects: what res.send() serialises as application/json
const express = require('express');
const { X509Certificate } = require('crypto');

const router = express.Router();

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

module.exports = router;
