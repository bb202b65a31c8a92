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


// the value decides, not the shape: a table name held in a constant is the code's own
const REPORT_TABLE = 'monthly_report';
router.get('/reports/:month', async (req, res) => {
  const table = REPORT_TABLE;
  // ok: node.sql.format-built
  const sql = util.format('SELECT * FROM %s WHERE month = ?', table);
  const [rows] = await pool.query(sql, [req.params.month]);
  res.json(rows);
});

router.get('/customers', async (req, res) => {
  const { region } = req.query;
  // ruleid: node.sql.format-built
  const where = util.format("WHERE region = '%s'", region);
  // ruleid: node.sql.format-built
  const sql = util.format('SELECT * FROM customers %s AND active = %d', where, 1);
  const [rows] = await pool.query(sql);
  res.json(rows);
});

router.get('/customers/:id', async (req, res) => {
  // ok: node.sql.format-built
  const sql = util.format('SELECT * FROM customers WHERE id = %d', Number(req.params.id));
  const [rows] = await pool.query(sql);
  res.json(rows);
});

// a data-access helper other modules call: whether request data reaches it is not shown here
function findByStatus(status) {
  // ruleid: node.sql.format-built
  return pool.query(util.format("SELECT * FROM orders WHERE status = '%s'", status));
}

module.exports.findByStatus = findByStatus;
module.exports.router = router;
