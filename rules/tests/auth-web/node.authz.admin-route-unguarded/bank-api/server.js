const express = require('express');
const jwt = require('jsonwebtoken');
const { db } = require('./db');

const app = express();
app.use(express.json());

function authMiddleware(req, res, next) {
  const token = (req.headers.authorization || '').split(' ')[1];
  try {
    req.user = jwt.verify(token, process.env.JWT_SECRET);
    next();
  } catch (error) {
    res.status(401).json({ error: 'Invalid token' });
  }
}

app.get('/api/account', authMiddleware, (req, res) => {
  db.get('SELECT id, username, balance FROM users WHERE id = ?', [req.user.id], (err, row) => res.json(row));
});

app.post('/api/transfer', authMiddleware, (req, res, next) => {
  transfer(req.user.id, req.body.to, req.body.amount).then(() => res.json({ ok: true }), next);
});

// ruleid: node.authz.admin-route-unguarded
app.get('/api/admin/users', (req, res, next) => {
  db.all('SELECT id, username, role, balance FROM users ORDER BY id ASC', (err, users) => {
    if (err) {
      return next(err);
    }
    res.json(users);
  });
});

// ruleid: node.authz.admin-route-unguarded
app.delete('/api/admin/users/:id', adminController.deleteUser);

// ok: node.authz.admin-route-unguarded
app.post('/api/admin/reset', authMiddleware, requireAdmin, (req, res) => {
  res.json(resetAll());
});

app.listen(4000);
