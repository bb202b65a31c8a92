const express = require('express');

const router = express.Router();

router.get('/debug/info', (req, res) => {
  const info = { title: process.title, version: process.version, env: process.env };
  // ruleid: node.error.environment-in-response
  res.json(info);
});

router.get('/health', (req, res) => {
  const info = { version: process.version, region: process.env.REGION };
  // ok: node.error.environment-in-response
  res.json(info);
});

router.get('/debug/env', (req, res) => {
  // ruleid: node.error.environment-in-response
  res.status(200).send({ env: process.env, uptime: process.uptime() });
});

router.get('/config', (req, res) => {
  // ok: node.error.environment-in-response
  res.json({ publicUrl: process.env.PUBLIC_URL, features: process.env.FEATURES?.split(',') ?? [] });
});

module.exports = router;
