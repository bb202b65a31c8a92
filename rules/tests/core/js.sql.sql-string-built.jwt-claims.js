const express = require('express');
const jwt = require('jsonwebtoken');
const db = require('../db');

const router = express.Router();

// The claims of a token only decoded (no signature check) are whatever the sender wrote.
router.get('/orders', (req, res) => {
  const claims = jwt.decode(req.headers.authorization);
  db.all(
    // ruleid: js.sql.sql-string-built
    `SELECT id, total FROM orders WHERE customer_id = ${claims.id}`,
    (err, rows) => res.json(rows),
  );
});

// Verified with the server's key: the claims are the server's own.
router.get('/invoices', (req, res) => {
  const claims = jwt.verify(req.headers.authorization, process.env.JWT_SECRET, { algorithms: ['HS256'] });
  db.all(
    // ok: js.sql.sql-string-built
    `SELECT id, total FROM invoices WHERE customer_id = ${claims.id}`,
    (err, rows) => res.json(rows),
  );
});

module.exports = router;
