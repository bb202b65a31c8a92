const express = require('express');
const rateLimit = require('express-rate-limit');
const { requireAuth } = require('./middleware/auth');
const { orders, users } = require('./db');

const app = express();
app.use(express.json());
// a rate limiter on the sign-in paths: it lets every caller through, signed in or not
const authLimiter = rateLimit({ windowMs: 60 * 1000, max: 10 });
app.use('/api/auth', authLimiter);

app.get('/api/orders', requireAuth, async (req, res) => {
  res.json(await orders.forUser(req.user.id));
});

app.post('/api/orders', requireAuth, async (req, res) => {
  res.status(201).json(await orders.create(req.user.id, req.body.items));
});

// ruleid: node.authz.admin-route-unguarded
app.get('/api/admin/users', async (req, res) => {
  res.json(await users.all());
});

app.listen(3000);
