const express = require('express');
const Team = require('../models/team');

const router = express.Router();

// guarded where the router is mounted (app.use('/api/teams', requireAuth, teamRoutes))
// ok: node.authz.record-write-route-unguarded
router.delete('/:id', async (req, res) => {
  await Team.findByIdAndDelete(req.params.id);
  res.sendStatus(204);
});

module.exports = router;
