const express = require('express');
const { Types } = require('mongoose');
const Member = require('../models/member');
const LegacyUsers = require('../models/legacy-users');

const router = express.Router();

router.post('/lookup', function (req, res) {
  // ruleid: node.nosql.request-value-as-filter-field
  Member.findOne({ name: req.body.name }, function (err, member) {
    if (err) return res.status(500).end();
    if (!member) return res.json({ success: false, message: 'Member not found.' });
    res.json({ success: true, id: member.id });
  });
});

router.get('/by-team', async (req, res) => {
  const { team, role } = req.query;
  // ruleid: node.nosql.request-value-as-filter-field
  const members = await Member.find({ team, active: true }).lean();
  res.json(members.filter((m) => !role || m.role === role));
});

router.post('/invites/accept', async (req, res) => {
  const { email } = req.body;
  // ruleid: node.nosql.request-value-as-filter-field
  const result = await Member.updateOne({ email, invited: true }, { $set: { invited: false } });
  res.json({ accepted: result.modifiedCount === 1 });
});

router.post('/lookup-safe', async (req, res) => {
  // ok: node.nosql.request-value-as-filter-field
  const member = await Member.findOne({ name: String(req.body.name) });
  res.json({ found: !!member });
});

router.get('/by-team-safe', async (req, res) => {
  // ok: node.nosql.request-value-as-filter-field
  const members = await Member.find({ team: { $eq: req.query.team }, active: true }).lean();
  res.json(members);
});

router.get('/:id', async (req, res) => {
  // ok: node.nosql.request-value-as-filter-field
  const member = await Member.findOne({ _id: new Types.ObjectId(req.query.id) });
  res.json(member);
});

router.post('/rename', async (req, res) => {
  const name = req.body.name.trim();
  // ok: node.nosql.request-value-as-filter-field
  const taken = await Member.exists({ name });
  res.json({ taken: !!taken });
});

// a SQL model of the same package (Sequelize's options object): its values are bound parameters
router.post('/legacy/login', (req, res) => {
  const username = req.body.username;
  // ok: node.nosql.request-value-as-filter-field
  LegacyUsers.findOne({ where: { username: username, active: true } }).then((user) => res.json({ found: !!user }));
});

module.exports = router;
