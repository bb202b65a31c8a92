const express = require('express');
const Item = require('../models/item');

const router = express.Router();

router.patch('/:id/location', async (req, res) => {
  const item = await Item.findByPk(req.params.id);
  if (!item) {
    // ok: node.xss.send-request-data
    return res.status(404).send(`No item ${req.params.id}`);
  }
  await item.update({ location: req.body.location });
  res.sendStatus(204);
});

router.post('/import', async (req, res) => {
  if (!req.body.url.startsWith('https://')) {
    // ok: node.xss.send-request-data
    return res.status(400).send(`Invalid import url "${req.body.url}"`);
  }
  res.sendStatus(202);
});

module.exports = router;
