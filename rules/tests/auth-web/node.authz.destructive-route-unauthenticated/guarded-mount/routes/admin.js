const express = require('express');
const Note = require('../models/note');

const router = express.Router();

// ok: node.authz.destructive-route-unauthenticated
router.post('/wipe', async (req, res) => {
  await Note.deleteMany({});
  res.sendStatus(204);
});

module.exports = router;
