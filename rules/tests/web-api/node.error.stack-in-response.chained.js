const express = require('express');
const { log } = require('./utils/logger');

const app = express();

app.get('/', (req, res) => res.redirect('/dashboard'));

// the response chain split over lines, as Prettier writes a long call
app.use((err, req, res, next) => {
  log('ERROR', err.message, { stack: err.stack, path: req.path });
  res
    .status(500)
    .send(
      // ruleid: node.error.stack-in-response
      `<h1>Server error</h1><pre>${err.message}\n\n${err.stack}</pre>`
    );
});

const adminApp = express();
adminApp.use((err, req, res, next) => {
  // ok: node.error.stack-in-response
  log('ERROR', err.message, { stack: err.stack, path: req.path });
  res
    .status(500)
    .send('<h1>Server error</h1><p>Something went wrong. Please try again later.</p>');
});

module.exports = { app, adminApp };
