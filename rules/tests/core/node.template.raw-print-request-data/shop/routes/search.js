const express = require('express');
const { searchTerms } = require('../lib/terms');
const catalog = require('../lib/catalog');

const router = express.Router();
const BANNER = '<strong>Free shipping</strong> on orders over $50';

router.get('/', async (req, res) => {
  const terms = searchTerms(req.query);
  const results = await catalog.search(terms);
  res.render('search', { terms, results, banner: BANNER, page: Number(req.query.page) || 1 });
});

module.exports = router;
