const express = require('express');
const Order = require('./models/order');

const router = express.Router();

// a package with a validation library: the default rule leaves its filter fields, and the
// extended node.nosql.request-object-in-query still reports the call (nothing validates this route)
router.get('/exports', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  // ok: node.nosql.request-value-as-filter-field
  const orders = await Order.find({ region: req.query.region, owner: req.user.id }).lean();
  res.json(orders);
});

router.get('/exports/by-month', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  const orders = await Order.find({
    // ok: node.nosql.request-value-as-filter-field
    month: req.query.month,
    owner: req.user.id,
  });
  res.json(orders);
});

module.exports = router;
