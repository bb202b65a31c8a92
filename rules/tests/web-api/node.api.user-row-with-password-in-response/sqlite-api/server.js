const express = require('express');
const db = require('./db');
const { requireUser } = require('./auth');

const app = express();
app.use(express.json());

app.get('/api/users/:id', requireUser, (req, res) => {
  db.get('SELECT * FROM users WHERE id = ?', [req.params.id], (err, row) => {
    if (err) return res.status(500).json({ error: 'database error' });
    // ruleid: node.api.user-row-with-password-in-response
    res.json(row);
  });
});

app.get('/api/users', requireUser, (req, res) => {
  db.all('SELECT id, username, email FROM users', [], (err, rows) => {
    if (err) return res.status(500).json({ error: 'database error' });
    // ok: node.api.user-row-with-password-in-response
    res.json(rows);
  });
});

app.get('/api/products', (req, res) => {
  db.all('SELECT * FROM products', [], (err, rows) => {
    // ok: node.api.user-row-with-password-in-response
    res.json(rows);
  });
});

app.listen(3000);
