import express from 'express';
import cookieParser from 'cookie-parser';
import { findCustomer } from './customers';

const app = express();
app.use(express.json());
// ruleid: node.cookie.parser-secret-literal
app.use(cookieParser('shop-cookie-signing-key-2024'));

app.post('/api/login', async (req, res) => {
  const customer = await findCustomer(req.body.email, req.body.password);
  if (!customer) return res.status(401).json({ error: 'invalid credentials' });
  res.cookie('customer', customer.id, { signed: true, httpOnly: true });
  res.json({ ok: true });
});

app.get('/api/cart', (req, res) => {
  const customerId = req.signedCookies.customer;
  if (!customerId) return res.status(401).end();
  res.json({ customerId });
});

app.listen(8080);
