// A MongoDB collection bound once the client connects, not where it is declared
const express = require('express');
const { MongoClient } = require('mongodb');

const app = express();
app.use(express.json());

let db, accounts;

async function connect() {
  const client = new MongoClient(process.env.MONGO_URL);
  await client.connect();
  db = client.db('bank');
  accounts = db.collection('accounts');
}

app.post('/login', async (req, res) => {
  // ruleid: node.nosql.request-object-as-filter
  const account = await accounts.findOne(req.body);
  if (!account) return res.status(401).json({ ok: false });
  res.json({ ok: true, id: account._id });
});

app.post('/login-typed', async (req, res) => {
  const username = String(req.body.username);
  // ok: node.nosql.request-object-as-filter
  const account = await accounts.findOne({ username });
  if (!account) return res.status(401).json({ ok: false });
  res.json({ ok: true, id: account._id });
});

connect().then(() => app.listen(3000));
