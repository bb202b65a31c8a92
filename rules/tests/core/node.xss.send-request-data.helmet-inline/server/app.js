const express = require('express');
const helmet = require('helmet');

const app = express();
// the analytics snippet is inline, so the policy lets inline script run: a reflected one too
app.use(
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com'],
      },
    },
  }),
);

app.get('/claims/:claimId', (req, res) => {
  const claim = app.locals.claims.get(req.params.claimId);
  if (!claim) {
    // ruleid: node.xss.send-request-data
    res.status(404).send(`No claim ${req.params.claimId}`);
    return;
  }
  res.json(claim);
});

module.exports = app;
