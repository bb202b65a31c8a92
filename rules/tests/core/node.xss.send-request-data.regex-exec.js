// A part of the request picked out with a regular expression's exec: the match holds what the
// pattern captured of the request's text. A pattern anchored at both ends that admits only the
// characters it lists (`^([a-z0-9-]{1,40})$`) leaves a token that cannot open markup.
const express = require('express');

const router = express.Router();
const MENTION = /@(\S+)/;
const SLUG = /^([a-z0-9-]{1,40})$/;

router.get('/greet', (req, res) => {
  const found = MENTION.exec(String(req.query.text));
  if (!found) return res.sendStatus(400);
  // ruleid: node.xss.send-request-data
  res.send(`<p>Hello ${found[1]}</p>`);
});

router.get('/greet/dynamic', (req, res) => {
  const pattern = new RegExp(`${req.query.prefix}(.*)`);
  const found = pattern.exec(String(req.query.text));
  // ruleid: node.xss.send-request-data
  res.send(`<p>Hello ${found ? found[1] : ''}</p>`);
});

router.get('/team', (req, res) => {
  const found = SLUG.exec(String(req.query.team));
  if (!found) return res.sendStatus(400);
  // ok: node.xss.send-request-data
  res.send(`<h1>Team ${found[1]}</h1>`);
});

module.exports = router;
