// Filters appended onto a query held in a short-named variable, then run with db.query(q).
const express = require('express');
const mysql = require('mysql2');

const db = mysql.createPool({ host: process.env.DB_HOST, user: 'app', database: 'shop' });
const router = express.Router();

router.get('/products', (req, res) => {
  let q = 'SELECT id, name, price FROM products WHERE 1=1';
  if (req.query.category) {
    // ruleid: js.sql.sql-string-built
    q += " AND category = '" + req.query.category + "'";
  }
  if (req.query.max) {
    // ok: js.sql.sql-string-built
    q += ' AND price <= ' + Number(req.query.max);
  }
  db.query(q, (err, rows) => (err ? res.status(500).end() : res.json(rows)));
});

router.get('/orders', (req, res) => {
  let text = 'SELECT * FROM orders WHERE customer_id = ?';
  const args = [req.user.id];
  if (req.query.status) {
    // ok: js.sql.sql-string-built
    text += ' AND status = ?';
    args.push(req.query.status);
  }
  db.query(text, args, (err, rows) => (err ? res.status(500).end() : res.json(rows)));
});

router.get('/report', (req, res) => {
  const sql = 'SELECT COUNT(*) AS n FROM orders';
  // a heading for the page, not SQL: appending the name is no injection
  let title = 'Orders for ';
  // ok: js.sql.sql-string-built
  title += req.query.name;
  db.query(sql, (err, rows) => (err ? res.status(500).end() : res.json({ title, count: rows[0].n })));
});

// a catalogue search forwarded to a music database's web API: the text is the search, not SQL
router.get('/discogs/search', async (req, res) => {
  let query = '';
  if (req.query.artist) query += req.query.artist;
  // ok: js.sql.sql-string-built
  if (req.query.album) query += (query ? ' ' : '') + req.query.album;
  const params = new URLSearchParams({ q: query, type: 'release', per_page: '8' });
  const found = await fetch(`https://api.discogs.com/database/search?${params}`);
  res.json(await found.json());
});

// a query named for what it is, whose function writes SQL: the appended name is in the statement
router.get('/customers', (req, res) => {
  let query = 'SELECT id, name FROM customers WHERE active = 1';
  if (req.query.name) {
    // ruleid: js.sql.sql-string-built
    query += ` AND name LIKE '%${req.query.name}%'`;
  }
  db.query(query, (err, rows) => (err ? res.status(500).end() : res.json(rows)));
});

module.exports = router;
