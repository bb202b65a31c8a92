const express = require('express');
const db = require('../db');

const router = express.Router();

router.get('/products', function (req, res) {
  db.many('SELECT id, name, description FROM products').then(function (rows) {
    res.render('products', { products: rows, heading: 'All products' });
  });
});

router.post('/admin/products', function (req, res) {
  db.none('INSERT INTO products (name, description) VALUES ($1, $2)', [req.body.name, req.body.description])
    .then(() => res.redirect('/products'));
});

module.exports = router;
