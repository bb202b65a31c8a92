// Which `find` is a MongoDB query: a Mongoose model or a collection, not an app's own query layer
// over SQL (knex) or an array.
const express = require('express');
const { MongoClient } = require('mongodb');
const query = require('../queries');

const router = express.Router();
const client = new MongoClient(process.env.MONGO_URL);
const links = client.db('shortener').collection('links');

// the collection is held in a module variable
router.get('/links', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  res.json(await links.find({ owner: req.query.owner }).toArray());
});

// the app's own query module (SQL through knex underneath): its `find` takes no operators
router.get('/links/by-address', async (req, res) => {
  // ok: node.nosql.request-object-in-query
  const link = await query.link.find({ address: req.query.address, user_id: req.user.id });
  res.json(link);
});

// an array's find takes a callback, not a filter
router.post('/links/pick', (req, res) => {
  const wanted = req.body.address;
  // ok: node.nosql.request-object-in-query
  res.json(req.user.links.find((link) => link.address === wanted));
});

// counted on a collection fetched inline
router.get('/links/count', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  res.json(await client.db('shortener').collection('links').count({ domain: req.query.domain }));
});

module.exports = router;

// a Sequelize instance's update(values): the new values of one row, no filter to add operators to
router.patch('/collections/:id', async (req, res) => {
  const payload = {};
  if (req.body.name) payload.name = req.body.name;
  const collection = await Collection.findByPk(req.params.id);
  // ok: node.nosql.request-object-in-query
  await collection.update(payload);
  res.json(collection);
});

// MongoDB's update(filter, update): the filter is the first of two
router.post('/links/hide', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  await links.update({ owner: req.body.owner }, { $set: { hidden: true } });
  res.sendStatus(204);
});

// SQL query builders (Objection over knex, TypeORM): findOne/findById bind their values as SQL
// parameters, and an object there is no operator
const User = require('../models/user');
const { AppDataSource } = require('../data-source');

router.post('/password/forgot', async (req, res) => {
  const { email } = req.body;
  // ok: node.nosql.request-object-in-query
  const user = await User.query().findOne({ email }).throwIfNotFound();
  await user.sendResetPasswordEmail();
  res.sendStatus(204);
});

router.post('/flows', async (req, res) => {
  // ok: node.nosql.request-object-in-query
  const owner = await User.query().findById(req.body.userId);
  // ok: node.nosql.request-object-in-query
  const flow = await owner.$relatedQuery('flows').findOne({ name: req.body.name });
  res.status(201).json(flow);
});

router.post('/sign-up', async (req, res) => {
  // ok: node.nosql.request-object-in-query
  const existing = await AppDataSource.getRepository('User').findOne({ email: req.body.email });
  res.status(existing ? 409 : 201).end();
});

// TypeORM's MongoDB repository hands the filter to MongoDB
router.post('/sign-in', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  const account = await AppDataSource.getMongoRepository('Account').findOne({ email: req.body.email, password: req.body.password });
  res.json({ ok: !!account });
});

// a Mongoose model whose name holds "query" is still a MongoDB model
router.get('/queries/saved', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  res.json(await SavedQuery.findOne({ owner: req.query.owner }));
});
