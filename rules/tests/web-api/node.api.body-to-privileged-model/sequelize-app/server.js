const express = require('express');
const { Account, Product } = require('./models');

const app = express();
app.use(express.json());

app.post('/signup', async (req, res) => {
  // ruleid: node.api.body-to-privileged-model
  const account = await Account.create({ ...req.body });
  res.status(201).json({ id: account.id });
});

app.put('/accounts/:id', async (req, res) => {
  const account = await Account.findByPk(req.params.id);
  if (req.user.role !== 'admin') return res.sendStatus(403);
  // ok: node.api.body-to-privileged-model
  await account.update(req.body);
  res.json(account);
});

app.post('/products', async (req, res) => {
  // ok: node.api.body-to-privileged-model
  res.json(await Product.create(req.body));
});

app.listen(3000);
