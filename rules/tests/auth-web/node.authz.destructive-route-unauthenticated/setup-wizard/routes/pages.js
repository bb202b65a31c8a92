const express = require('express');
const { requireUser } = require('../auth');

const router = express.Router();

// ok: node.authz.destructive-route-unauthenticated
router.delete('/:id', requireUser, async (req, res) => {
  await req.models.pages.query().deleteById(req.params.id);
  res.sendStatus(204);
});

module.exports = router;
