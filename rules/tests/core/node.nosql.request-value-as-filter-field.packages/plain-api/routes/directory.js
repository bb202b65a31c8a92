const express = require('express');
const Member = require('../models/member');

const router = express.Router();

// --profile extended runs node.nosql.request-object-in-query beside the default rules: a call they
// report is theirs alone, on one line or over several

router.get('/directory', async (req, res) => {
  // ok: node.nosql.request-object-in-query
  // ruleid: node.nosql.request-value-as-filter-field
  const members = await Member.find({ team: req.query.team, active: true }).lean();
  res.json(members);
});

router.get('/directory/search', async (req, res) => {
  // ok: node.nosql.request-object-in-query
  const members = await Member.find({
    // ruleid: node.nosql.request-value-as-filter-field
    city: req.query.city,
    active: true,
  }).limit(50);
  res.json(members);
});

router.post('/kiosk/sign-in', async (req, res) => {
  // ok: node.nosql.request-object-in-query
  const member = await Member.findOne({
    badge: String(req.body.badge),
    // ruleid: node.nosql.request-object-as-credential
    pin: req.body.pin,
  });
  res.json({ ok: Boolean(member) });
});

router.get('/directory/:id', async (req, res) => {
  // a value no default rule reports (findById takes no filter object): the extended rule's own
  // ruleid: node.nosql.request-object-in-query
  const member = await Member.findById(req.query.id);
  res.json(member);
});

module.exports = router;
