const express = require('express');
const Member = require('../models/member');

const router = express.Router();

// both NoSQL rules are extended: where the call one reports holds the filter field the other
// reports, the call's finding (the rule ranking first) stands for both, on one line or over several;
// a default rule's finding (the credential below) stands for any extended one nested with it

router.get('/directory', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  // ok: node.nosql.request-value-as-filter-field
  const members = await Member.find({ team: req.query.team, active: true }).lean();
  res.json(members);
});

router.get('/directory/search', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  const members = await Member.find({
    // ok: node.nosql.request-value-as-filter-field
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
