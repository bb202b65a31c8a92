// The app turns Express 4's `extended` query parser (qs) back on: `?clinic[$ne]=x` is an object again.
const express = require('express');
const { MongoClient } = require('mongodb');

const client = new MongoClient(process.env.MONGO_URL);
const reports = client.db('clinic').collection('reports');
const app = express();
app.set('query parser', 'extended');

app.get('/reports', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  const found = await reports.find({ clinicId: req.query.clinic }).toArray();
  res.json(found);
});

app.listen(3000);
