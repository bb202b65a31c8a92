import escapeStringRegexp from 'escape-string-regexp';
import { Router } from 'express';
import { Product } from '../models/product';
import { products } from '../catalog';

const router = Router();

router.get('/search', (req, res) => {
  // ruleid: js.redos.regexp-from-request
  const re = new RegExp(req.query.q as string, 'i');
  res.json(products.filter((p) => re.test(p.name)));
});

router.get('/search-safe', (req, res) => {
  // ok: js.redos.regexp-from-request
  const re = new RegExp(escapeStringRegexp(String(req.query.q ?? '').slice(0, 100)), 'i');
  res.json(products.filter((p) => re.test(p.name)));
});

router.get('/products', async (req, res) => {
  // ruleid: js.redos.regexp-from-request
  const found = await Product.find({ name: { $regex: req.query.name, $options: 'i' } });
  res.json(found);
});

router.get('/products-prefix', async (req, res) => {
  const { prefix } = req.query;
  // ruleid: js.redos.regexp-from-request
  const re = RegExp(`^${prefix}`);
  res.json(products.filter((p) => re.test(p.sku)));
});

router.get('/products-exact', async (req, res) => {
  // ok: js.redos.regexp-from-request
  const found = await Product.find({ name: String(req.query.name) });
  res.json(found);
});

export default router;
