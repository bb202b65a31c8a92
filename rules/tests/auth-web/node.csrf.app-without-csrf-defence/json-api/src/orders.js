const express = require('express');
const jwt = require('jsonwebtoken');

const ordersRouter = express.Router();

function customer(req, res, next) {
  try {
    req.customer = jwt.verify(req.cookies.token, process.env.JWT_SECRET);
    next();
  } catch {
    res.status(401).json({ error: 'sign in first' });
  }
}

ordersRouter.post('/', customer, async (req, res) => {
  const { itemId, quantity } = req.body;
  res.status(201).json(await Orders.create({ customerId: req.customer.id, itemId, quantity }));
});

ordersRouter.delete('/:id', customer, async (req, res) => {
  await Orders.cancel(req.customer.id, req.params.id);
  res.status(204).end();
});

module.exports = { ordersRouter };
