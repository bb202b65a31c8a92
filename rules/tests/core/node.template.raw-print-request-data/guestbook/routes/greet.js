const express = require('express');

const router = express.Router();
const FOOTER = 'Made with <3 by the guestbook team';

router.post('/greet', (req, res) => {
  const { name } = req.body;
  res.render('hello', { name, footer: FOOTER });
});

module.exports = router;
