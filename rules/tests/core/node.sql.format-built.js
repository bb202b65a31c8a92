const util = require('util');
const { sprintf } = require('sprintf-js');
const express = require('express');
const pool = require('../db/pool');

const ORDERS_TABLE = 'orders';
const router = express.Router();

router.get('/users/search', async (req, res) => {
  // ruleid: node.sql.format-built
  const sql = util.format("SELECT id, name FROM users WHERE email = '%s'", req.query.email);
  const [rows] = await pool.query(sql);
  res.json(rows);
});

router.get('/users/search-safe', async (req, res) => {
  // ok: node.sql.format-built
  const [rows] = await pool.query('SELECT id, name FROM users WHERE email = ?', [req.query.email]);
  res.json(rows);
});

router.get('/orders/:customer', (req, res) => {
  // ruleid: node.sql.format-built
  const sql = sprintf('SELECT * FROM orders WHERE customer_id = %s ORDER BY %s', req.params.customer, req.query.sort);
  pool.query(sql, (err, rows) => res.json(rows));
});

router.get('/orders-safe/:id', async (req, res) => {
  // ok: node.sql.format-built
  const sql = util.format('SELECT * FROM %s WHERE id = ?', ORDERS_TABLE);
  const [rows] = await pool.query(sql, [Number(req.params.id)]);
  res.json(rows);
});

router.delete('/sessions', (req, res) => {
  // ruleid: node.sql.format-built
  pool.query('DELETE FROM sessions WHERE user_id = '.concat(req.body.userId), () => res.sendStatus(204));
});

router.get('/report', async (req, res) => {
  // ok: node.sql.format-built
  const label = util.format('Report for %s generated', req.query.name);
  // ok: node.sql.format-built
  const sql = 'SELECT count(*) AS n FROM orders WHERE status = '.concat("'open'");
  const [rows] = await pool.query(sql);
  res.json({ label, rows });
});

module.exports = router;
