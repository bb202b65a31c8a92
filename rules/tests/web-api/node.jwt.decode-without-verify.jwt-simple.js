const express = require('express');
const jwt = require('jwt-simple');
const config = require('../config');

const router = express.Router();

// jwt-simple's decode(token, key) checks the signature and throws on a forged token
router.get('/submissions', (req, res, next) => {
  try {
    // ok: node.jwt.decode-without-verify
    const credentials = jwt.decode(req.signedCookies.__enketo, config.secret);
    res.json(listSubmissions(credentials.user));
  } catch (error) {
    next(error);
  }
});

// its third argument, noVerify, skips that check
router.get('/preview', (req, res) => {
  // ruleid: node.jwt.decode-without-verify
  const credentials = jwt.decode(req.signedCookies.__enketo, config.secret, true);
  res.json(previewFor(credentials.user));
});

module.exports = router;
