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

// a `$regex` runs in MongoDB, whose regex engine bounds backtracking: not on the event loop
router.get('/products', async (req, res) => {
  // ok: js.redos.regexp-from-request
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

router.get('/products-by-category', async (req, res) => {
  const { category } = req.query;
  const items = await Product.find({});
  // ruleid: js.redos.regexp-from-request
  res.json(items.filter((p) => new RegExp(category as string).test(p.category)));
});

router.get('/products-by-kind', async (req, res) => {
  switch (req.query.mode) {
    case 'pattern': {
      const kind = req.query.kind;
      // ruleid: js.redos.regexp-from-request
      return res.json(products.filter((p) => RegExp(String(kind)).test(p.kind)));
    }
    default:
      return res.json(products);
  }
});

// `sort` read from the request in one branch is another variable than the constant used below
// (the shared req-ident util still takes any declaration in an enclosing block)
router.get('/products-sorted', async (req, res) => {
  if (req.query.sort) {
    const { sort } = req.query;
    res.setHeader('x-sort', String(sort));
  }
  const sort = 'name';
  // ok: js.redos.regexp-from-request
  res.json(products.filter((p) => new RegExp(sort).test(p.name)));
});

// the search text is assigned to a variable declared earlier, then compiled into a Mongo filter:
// Node only compiles it (in linear time), the database runs it
router.get('/articles', async (req, res) => {
  const query: Record<string, unknown> = {};
  let text;
  if (req.query.search) {
    text = req.query.search;
    // ok: js.redos.regexp-from-request
    query.title = new RegExp(text as string);
  }
  res.json(await Product.find(query));
});

router.get('/customers', async (req, res) => {
  const query: Record<string, unknown> = {};
  if (req.query.q) {
    // ok: js.redos.regexp-from-request
    const regex = new RegExp(String(req.query.q), 'i');
    query.$or = [{ firstname: regex }, { lastname: regex }, { email: regex }];
  }
  res.json(await Product.find(query));
});

// the same text run by Node: on the event loop, through the name it is bound to
router.get('/articles/local', async (req, res) => {
  let pattern;
  if (req.query.search) {
    // ruleid: js.redos.regexp-from-request
    pattern = new RegExp(String(req.query.search), 'i');
  }
  const articles = await Product.find({}).lean();
  res.json(pattern ? articles.filter((a) => a.title.match(pattern)) : articles);
});

router.post('/templates/render', (req, res) => {
  let body = String(req.body.template);
  for (const [key, value] of Object.entries(req.body.data ?? {})) {
    // ruleid: js.redos.regexp-from-request
    body = body.replace(new RegExp(key, 'g'), String(value));
  }
  res.type('text/plain').send(body);
});

// cut down to digits first: a literal pattern with no metacharacter left
router.get('/contacts', async (req, res) => {
  const query: Record<string, unknown> = {};
  if (req.query.phone) {
    var digits = String(req.query.phone).replace(/\D/g, '');
    // ok: js.redos.regexp-from-request
    query.phone = new RegExp(digits);
  }
  res.json(await Product.find(query));
});

router.get('/tags', async (req, res) => {
  const tag = String(req.query.tag).toLowerCase().replace(/[^a-z0-9_-]+/g, '');
  // ok: js.redos.regexp-from-request
  res.json(await Product.find({ tags: { $regex: `^${tag}` } }));
});

// a class that keeps the quantifiers and groups leaves a pattern that can still backtrack
router.get('/tags-loose', async (req, res) => {
  const tag = String(req.query.tag).replace(/[^\w\s()+*]/g, '');
  // ruleid: js.redos.regexp-from-request
  res.json(products.filter((p) => new RegExp(tag).exec(p.tags.join(' '))));
});

export default router;
