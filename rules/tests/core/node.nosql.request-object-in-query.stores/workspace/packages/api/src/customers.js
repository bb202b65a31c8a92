// The models come from the workspace's own @shop/db package, which is Mongoose.
const express = require('express');
const { Customer } = require('@shop/db');

const router = express.Router();

router.post('/customers/lookup', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  const customer = await Customer.findOne({ username: req.body.username });
  res.json(customer ? { id: customer.id } : null);
});

module.exports = router;
