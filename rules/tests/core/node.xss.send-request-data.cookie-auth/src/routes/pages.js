const express = require('express');

const router = express.Router();

router.get('/:slug/history', (req, res) => {
  // ruleid: node.xss.send-request-data
  res.status(404).send(`<p>No history for ${req.params.slug}</p>`);
});

module.exports = router;
