import express from 'express';
import merge from 'lodash.merge';
import defaultsDeep from 'lodash.defaultsdeep';

export const cart = express.Router();
const emptyCart = { items: [], totals: { net: 0 } };

cart.post('/cart', (req, res) => {
  // lodash.merge 4.6.2 skips __proto__ keys
  // ok: node.prototype.merge-request-data
  const updated = merge({}, emptyCart, req.body);
  res.json(updated);
});

cart.post('/cart/defaults', (req, res) => {
  // lodash.defaultsdeep 4.6.0 predates the fix (4.6.1)
  // ruleid: node.prototype.merge-request-data
  const filled = defaultsDeep({}, req.body, emptyCart);
  res.json(filled);
});
