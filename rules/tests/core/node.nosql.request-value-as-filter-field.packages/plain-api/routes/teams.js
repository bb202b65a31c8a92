const express = require('express');
const mongoose = require('mongoose');
const Team = require('../models/team');
const Invite = require('../models/invite');

const router = express.Router();

// an ObjectId check that rejects the request: `{"$ne": null}` is no valid ObjectId, so the
// filter gets an id string or nothing
router.post('/teams/:teamId/logo', async (req, res) => {
  const { logoId } = req.body;
  if (!mongoose.Types.ObjectId.isValid(logoId)) {
    return res.status(400).json({ error: 'invalid logo id' });
  }
  // ok: node.nosql.request-value-as-filter-field
  const team = await Team.findOneAndUpdate({ _id: req.params.teamId, logo: logoId }, { $set: { active: true } });
  res.json(team);
});

router.get('/teams/by-owner', async (req, res) => {
  if (mongoose.isValidObjectId(req.query.owner)) {
    // ok: node.nosql.request-value-as-filter-field
    return res.json(await Team.find({ owner: req.query.owner }));
  }
  // ruleid: node.nosql.request-value-as-filter-field
  res.json(await Team.find({ slug: req.query.owner }));
});

// the same check only logged: the request's object still reaches the filter
router.post('/invites/accept', async (req, res) => {
  const { code } = req.body;
  if (!mongoose.Types.ObjectId.isValid(req.body.teamId)) {
    console.warn('invite accepted for an unexpected team id', req.body.teamId);
  }
  // ruleid: node.nosql.request-value-as-filter-field
  const invite = await Invite.findOne({ team: req.body.teamId, code });
  res.json({ accepted: Boolean(invite) });
});

module.exports = router;
