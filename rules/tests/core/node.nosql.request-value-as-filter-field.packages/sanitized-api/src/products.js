const express = require('express');
const Product = require('./models/product');

const router = express.Router();

router.get('/products', async (req, res) => {
  // ok: node.nosql.request-value-as-filter-field
  res.json(await Product.find({ category: req.query.category }));
});

router.post('/products/lookup', async (req, res) => {
  // ok: node.nosql.request-value-as-filter-field
  res.json(await Product.findOne({ sku: req.body.sku }));
});

module.exports = router;
