const express = require('express');
const { MongoClient } = require('mongodb');
const { checkPassword } = require('./lib/passwords');

const client = new MongoClient(process.env.MONGO_URL);
const app = express();
app.use(express.json());

app.post('/api/sign-in', async (req, res) => {
  const accounts = client.db('shop').collection('accounts');
  const { email, password } = req.body;
  // ok: node.password.no-hashing-library
  const account = await accounts.findOne({ email: String(email) });
  if (!account || !(await checkPassword(password, account.passwordHash))) {
    return res.status(401).json({ error: 'wrong email or password' });
  }
  res.json({ id: account._id });
});

app.listen(3000);
