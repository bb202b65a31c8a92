const express = require('express');
const { findByCredentials } = require('../services/accounts');

const router = express.Router();

router.post('/', async (req, res) => {
  const accounts = await findByCredentials(req.body.username, req.body.password);
  if (accounts.length === 0) {
    res.status(401).render('login', { failed: true });
    return;
  }
  req.session.regenerate(() => {
    req.session.user = accounts[0].username;
    res.redirect('/');
  });
});

module.exports = router;
