const express = require('express');
const argon2 = require('argon2');
const Account = require('./models/account');

const app = express();
app.use(express.json());

app.post('/signup', async (req, res) => {
  const account = await Account.create({ email: req.body.email, passwordHash: await argon2.hash(req.body.password) });
  // ok: node.api.user-row-with-password-in-response
  res.status(201).json(account);
});

app.listen(3000);
