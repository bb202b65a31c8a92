// A value put into the filter only when it is truthy is an optional narrowing: without it the
// query already returns every order the route allows, so an operator object in its place
// ({"$ne": null}, truthy too) only narrows that. A value the filter always holds is a constraint
// the client must not be able to lift.
const express = require('express');
const { ShippingOrder, Invoice } = require('../models');

const router = express.Router();

router.get('/shipping-orders', async (req, res) => {
  const { status, paymentStatus, supplier } = req.query;
  const query = {};
  if (status) {
    query.status = status;
  }
  if (paymentStatus) query.paymentStatus = paymentStatus;
  // ok: node.nosql.request-object-in-query
  const orders = await ShippingOrder.find(query).sort({ createdAt: -1 });
  res.json(orders);
});

router.get('/invoices/summary', async (req, res) => {
  const { organizationId } = req.query;
  // ok: node.nosql.request-object-in-query
  const invoices = await Invoice.find({ ...(organizationId && { organizationId }), isActive: true });
  res.json({ count: invoices.length });
});

router.get('/invoices/by-number', async (req, res) => {
  const query = { number: req.query.number };
  // ruleid: node.nosql.request-object-in-query
  const invoice = await Invoice.findOne(query);
  res.json(invoice);
});

router.post('/shipping-orders/reopen', async (req, res) => {
  const { reference } = req.body;
  const filter = { status: 'closed' };
  if (req.body.force) {
    filter.reference = reference;
  }
  // ruleid: node.nosql.request-object-in-query
  await ShippingOrder.updateMany(filter, { status: 'open' });
  res.sendStatus(204);
});

module.exports = router;
