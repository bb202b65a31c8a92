const express = require('express');
const jwt = require('jsonwebtoken');
const orders = require('./routes/orders');

// ok: node.csrf.app-without-csrf-defence
const app = express();

app.use(express.json());
app.use((req, res, next) => {
  const header = req.get('authorization') || '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : null;
  if (!token) return res.status(401).json({ error: 'missing token' });
  try {
    req.user = jwt.verify(token, process.env.JWT_PUBLIC_KEY, { algorithms: ['RS256'] });
    return next();
  } catch {
    return res.status(401).json({ error: 'invalid token' });
  }
});
app.use('/orders', orders);

app.listen(process.env.PORT || 3000);
