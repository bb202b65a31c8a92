const { Router } = require('express');
const { requireAuth } = require('../middleware/auth');
const Label = require('../models/label');

// every route of this router is guarded: the guard is chained onto the router as it is made
const router = Router().use(requireAuth);

// ok: node.authz.record-write-route-unguarded
router.patch('/:id', async (req, res) => {
  res.json(await Label.findByIdAndUpdate(req.params.id, { name: req.body.name }));
});

// ok: node.authz.record-write-route-unguarded
router.delete('/:id', async (req, res) => {
  await Label.findByIdAndDelete(req.params.id);
  res.sendStatus(204);
});

module.exports = router;
