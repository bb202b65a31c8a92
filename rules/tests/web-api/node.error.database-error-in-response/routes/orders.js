const express = require('express');
const sqlite3 = require('sqlite3');
const mysql = require('mysql2');

const router = express.Router();
const db = new sqlite3.Database('./orders.sqlite');
const pool = mysql.createPool({ host: process.env.DB_HOST, user: 'orders', database: 'orders' });

router.get('/orders/:id', (req, res) => {
  db.get('SELECT id, total FROM orders WHERE id = ?', [req.params.id], (err, row) => {
    if (err) {
      // ruleid: node.error.database-error-in-response
      return res.status(500).json({ error: err });
    }
    res.json(row);
  });
});

router.get('/customers/:id/orders', (req, res) => {
  const sql = 'SELECT id, total FROM orders WHERE customer_id = ?';
  pool.query(sql, [req.params.id], (error, rows) => {
    // ruleid: node.error.database-error-in-response
    if (error) return res.status(500).send(error.message);
    res.json(rows);
  });
});

// a query with no input still answers the driver's text (a missing table, a locked database file)
router.get('/order-statuses', (req, res) => {
  db.all('SELECT code, label FROM order_statuses ORDER BY code', (err, rows) => {
    if (err) {
      // ruleid: node.error.database-error-in-response
      return res.status(500).json({ error: err.message });
    }
    res.json(rows);
  });
});

router.post('/orders', (req, res) => {
  db.run('INSERT INTO orders (customer_id, total) VALUES (?, ?)', [req.body.customerId, req.body.total], function (err) {
    if (err) {
      console.error('insert failed', err);
      // ok: node.error.database-error-in-response
      return res.status(500).json({ error: 'Could not save the order' });
    }
    res.status(201).json({ id: this.lastID });
  });
});

router.put('/orders/:id', (req, res) => {
  db.run('UPDATE orders SET total = ? WHERE id = ?', [req.body.total, req.params.id], (err) => {
    if (err && err.code === 'SQLITE_CONSTRAINT') {
      // ok: node.error.database-error-in-response
      return res.status(409).json({ error: err.message });
    }
    if (err) {
      // ok: node.error.database-error-in-response
      return res.status(500).json({ error: process.env.NODE_ENV === 'development' ? err.message : 'Update failed' });
    }
    res.sendStatus(204);
  });
});

router.delete('/orders/:id', async (req, res) => {
  try {
    const order = await findOrder(req.params.id);
    if (!order) throw new Error('No such order');
    await pool.promise().query('DELETE FROM orders WHERE id = ?', [req.params.id]);
    res.sendStatus(204);
  } catch (e) {
    // ok: node.error.database-error-in-response
    res.status(500).json({ error: e.message });
  }
});

async function findOrder(id) {
  const [rows] = await pool.promise().query('SELECT id FROM orders WHERE id = ?', [id]);
  return rows[0];
}

module.exports = router;
