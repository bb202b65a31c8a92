const express = require('express');
const Ticket = require('../models/ticket');

const router = express.Router();

router.post('/', async (req, res) => {
  const ticket = await Ticket.create({ ...req.body, project: req.params.projectId, author: req.user.id });
  res.status(201).json(ticket);
});

router.delete('/:id', async (req, res) => {
  await Ticket.deleteOne({ _id: req.params.id, project: req.params.projectId });
  res.sendStatus(204);
});

module.exports = router;
