const express = require('express');
const { query, body, validationResult } = require('express-validator');
const Order = require('./models/order');

const router = express.Router();

// the route's validator chain makes the value a string before the handler reads it
router.get('/orders', query('status').isString(), async (req, res) => {
  if (!validationResult(req).isEmpty()) return res.status(400).end();
  // ok: node.nosql.request-value-as-filter-field
  res.json(await Order.find({ status: req.query.status, owner: req.user.id }));
});

router.post('/orders/cancel', body('reference').isString(), async (req, res) => {
  if (!validationResult(req).isEmpty()) return res.status(400).end();
  // ok: node.nosql.request-value-as-filter-field
  await Order.updateOne({ reference: req.body.reference, owner: req.user.id }, { $set: { cancelled: true } });
  res.status(204).end();
});

module.exports = router;
