const express = require('express');
const db = require('../db');

const router = express.Router();

router.get('/products', function (req, res) {
  db.many('SELECT id, name, description FROM products').then(function (rows) {
    res.render('products', { products: rows, heading: 'All products' });
  });
});

module.exports = router;
