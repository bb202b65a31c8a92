const express = require('express');
const Note = require('../models/note');

const router = express.Router();

// ok: node.authz.destructive-route-unauthenticated
router.delete('/', async (req, res) => {
  await Note.collection.drop();
  res.sendStatus(204);
});

module.exports = router;
