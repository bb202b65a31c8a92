const express = require('express');

const router = express.Router();
const HOME = '/dashboard';

router.get('/goto', (req, res) => {
  const destination = req.query.dest;
  // ruleid: node.redirect.request-param
  res.writeHead(302, { Location: destination });
  res.end();
});

router.get('/continue', (req, res) => {
  // ruleid: node.redirect.request-param
  res.setHeader('Location', req.query.next);
  res.statusCode = 303;
  res.end();
});

router.post('/after-login', (req, res) => {
  // ruleid: node.redirect.request-param
  res.location(req.body.returnTo).sendStatus(302);
});

router.get('/home', (req, res) => {
  // a fixed path on this site
  // ok: node.redirect.request-param
  res.writeHead(302, { Location: HOME });
  res.end();
});

router.get('/download/:name', (req, res) => {
  // a header that names no location
  // ok: node.redirect.request-param
  res.setHeader('Content-Disposition', `attachment; filename="${encodeURIComponent(req.params.name)}"`);
  res.end();
});

router.get('/created/:id', (req, res) => {
  // a 201's Location names the created record on this site
  // ok: node.redirect.request-param
  res.writeHead(201, { Location: `/items/${Number(req.params.id)}` });
  res.end();
});

module.exports = router;
