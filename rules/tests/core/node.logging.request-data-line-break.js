const fs = require('fs');
const log4js = require('log4js');
const express = require('express');

const logger = log4js.getLogger('auth');
const router = express.Router();

router.post('/login', (req, res) => {
  const user = req.body.username;
  // ruleid: node.logging.request-data-line-break
  logger.error('Tried to log in as user = ' + user);
  res.status(401).end();
});

router.post('/reset', (req, res) => {
  // ruleid: node.logging.request-data-line-break
  log4js.getLogger('audit').warn(`Password reset requested for ${req.body.email}`);
  // ok: node.logging.request-data-line-break
  console.log(`Password reset requested for ${req.body.email}`);
  res.sendStatus(202);
});

router.get('/download/:name', (req, res) => {
  // ruleid: node.logging.request-data-line-break
  fs.appendFileSync('logs/downloads.log', `${new Date().toISOString()} ${req.params.name}\n`);
  res.sendStatus(204);
});

router.post('/login-safe', (req, res) => {
  // ok: node.logging.request-data-line-break
  logger.error('Tried to log in as user = ' + JSON.stringify(req.body.username));
  res.status(401).end();
});

router.post('/reset-safe', (req, res) => {
  const email = String(req.body.email).replace(/[\r\n]/g, ' ');
  // ok: node.logging.request-data-line-break
  logger.info(`Password reset requested for ${email}`);
  res.sendStatus(202);
});

router.get('/orders/:id', (req, res) => {
  // ok: node.logging.request-data-line-break
  logger.info('Order viewed', { id: req.params.id });
  // ok: node.logging.request-data-line-break
  logger.info(`Order ${Number(req.params.id)} viewed`);
  res.sendStatus(204);
});

module.exports = router;
