const express = require('express');
const bcrypt = require('bcrypt');
const { z } = require('zod');
const { User, MedicalRecord, Product } = require('./models');
const { db } = require('./db');
const { requireAuth } = require('./auth');

const app = express();
app.use(express.json());

// The whole JSON body is the filter: {"username": "admin", "password": {"$ne": null}} signs in.
app.post('/auth/login', async (req, res) => {
  const query = req.body;
  // ruleid: node.nosql.request-object-as-filter
  const user = await User.findOne(query);
  res.json({ ok: Boolean(user) });
});

// Named, typed fields: the client chooses values, not keys or operators.
app.post('/auth/login-safe', async (req, res) => {
  // ok: node.nosql.request-object-as-filter
  const user = await User.findOne({ username: String(req.body.username) });
  const ok = !!user && (await bcrypt.compare(String(req.body.password), user.passwordHash));
  res.json({ ok });
});

// A JSON string from the query string, parsed into the filter.
app.get('/users/find', async (req, res) => {
  const criteria = req.query.criteria;
  if (!criteria) return res.status(400).json({ message: 'criteria required' });
  let filter;
  try {
    filter = JSON.parse(criteria);
  } catch (e) {
    return res.status(400).json({ message: 'invalid JSON' });
  }
  // ruleid: node.nosql.request-object-as-filter
  res.json(await User.find(filter).select('username fullName'));
});

// The filter is a field of the body, defaulted: still the client's object.
app.post('/records/search', requireAuth, async (req, res) => {
  const filter = req.body.filter || {};
  // ruleid: node.nosql.request-object-as-filter
  const records = await MedicalRecord.find(filter);
  res.json({ count: records.length, records });
});

// The body spread into the filter: every key the client sent is copied.
app.post('/orders/search', requireAuth, async (req, res) => {
  // ruleid: node.nosql.request-object-as-filter
  const orders = await db.collection('orders').find({ ...req.body, owner: req.user.id }).toArray();
  res.json(orders);
});

// A pipeline the client wrote, through a store layer of the app.
app.get('/count/:storage/where', async (req, res, next) => {
  const storage = req.app.locals.entries;
  // ruleid: node.nosql.request-object-as-filter
  storage.aggregate(req.query, (err, rows) => (err ? next(err) : res.json(rows)));
});

// A schema fixes the keys and their types.
const SearchSchema = z.object({ category: z.string(), inStock: z.boolean().optional() });
app.post('/products/search', async (req, res) => {
  const filter = SearchSchema.parse(req.body);
  // ok: node.nosql.request-object-as-filter
  res.json(await Product.find(filter).limit(50));
});

// Fields copied one by one under keys the code chose (the field-level rule's matter).
app.get('/products', async (req, res) => {
  const query = { published: true };
  if (req.query.category) query.category = req.query.category;
  if (req.query.tag) query['tags.name'] = req.query.tag;
  // ok: node.nosql.request-object-as-filter
  res.json(await Product.find(query).limit(50));
});

// An operator the code wrote, a value from the request under it.
app.get('/users/search', async (req, res) => {
  const q = String(req.query.q || '');
  const filter = { $or: [{ username: { $regex: q, $options: 'i' } }, { fullName: { $regex: q, $options: 'i' } }] };
  // ok: node.nosql.request-object-as-filter
  res.json(await User.find(filter).select('username fullName'));
});

// An array's find, not a collection's.
app.post('/cart/lookup', (req, res) => {
  const items = req.session.cart || [];
  // ok: node.nosql.request-object-as-filter
  res.json(items.find(req.body.predicate));
});

module.exports = app;
