const express = require('express');
const { MongoClient } = require('mongodb');

const client = new MongoClient(process.env.MONGO_URL);
const app = express();
app.use(express.json());

// the accounts live in a driver's collection: no schema in the repository names the column,
// the login's lookup by the password as typed says how the store keeps it
app.post('/api/sign-in', async (req, res) => {
  const accounts = client.db('shop').collection('accounts');
  // ruleid: node.password.no-hashing-library
  const account = await accounts.findOne({ email: req.body.email, password: req.body.password });
  if (!account) return res.status(401).json({ error: 'wrong email or password' });
  res.json({ id: account._id });
});

app.get('/api/profile', async (req, res) => {
  const accounts = client.db('shop').collection('accounts');
  // ok: node.password.no-hashing-library
  const account = await accounts.findOne({ email: String(req.query.email) });
  res.json({ name: account && account.name });
});

app.listen(3000);
