const router = require('express').Router();
const { adminOnly } = require('../middleware');
const Ticket = require('../models/ticket');

// ok: node.authz.write-route-unguarded-beside-guarded
router.post('/', async (req, res) => {
  res.json(await Ticket.create({ ...req.body, owner: req.body.owner }));
});

// ok: node.authz.write-route-unguarded-beside-guarded
router.delete('/:id', adminOnly, async (req, res) => {
  res.json(await Ticket.deleteOne({ _id: req.params.id }));
});

module.exports = router;
