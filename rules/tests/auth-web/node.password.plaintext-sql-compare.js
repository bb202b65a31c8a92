const express = require('express');
const bcrypt = require('bcrypt');
const { pool } = require('./db');

const router = express.Router();

router.post('/login', (req, res) => {
  const { username, password } = req.body;
  // ruleid: node.password.plaintext-sql-compare
  const query = `SELECT * FROM users WHERE username = '${username}' AND password = '${password}'`;
  pool.query(query, (err, result) => res.json({ success: !!result?.rows?.length }));
});

router.post('/api/login', async (req, res) => {
  const { rows } = await pool.query(
    // ruleid: node.password.plaintext-sql-compare
    'SELECT id, role FROM accounts WHERE email = $1 AND password = $2',
    [req.body.email, req.body.password]
  );
  res.json({ ok: rows.length === 1 });
});

router.post('/v2/login', async (req, res) => {
  const { rows } = await pool.query(
    // ok: node.password.plaintext-sql-compare
    'SELECT id, password_hash FROM accounts WHERE email = $1',
    [req.body.email]
  );
  const ok = rows.length === 1 && (await bcrypt.compare(req.body.password, rows[0].password_hash));
  res.json({ ok });
});

router.post('/password', async (req, res) => {
  const hashed = await bcrypt.hash(req.body.password, 12);
  // ok: node.password.plaintext-sql-compare
  await pool.query('UPDATE accounts SET password = $1 WHERE id = $2', [hashed, req.user.id]);
  res.sendStatus(204);
});

router.post('/pg-login', async (req, res) => {
  const { rows } = await pool.query(
    // ok: node.password.plaintext-sql-compare
    'SELECT id FROM accounts WHERE email = $1 AND password = crypt($2, password)',
    [req.body.email, req.body.password]
  );
  res.json({ ok: rows.length === 1 });
});

router.post('/legacy-login', (req, res) => {
  const passHash = digestPassword(req.body.pass);
  // ok: node.password.plaintext-sql-compare
  pool.query(`SELECT * FROM users WHERE username='${req.body.user}' AND password='${passHash}'`, (err, rows) => {
    res.json({ ok: !err && rows.rowCount === 1 });
  });
});

router.post('/kiosk-login', (req, res) => {
  const pin = req.body.pin;
  // ruleid: node.password.plaintext-sql-compare
  pool.query(`SELECT * FROM users WHERE username='${req.body.user}' AND pwd='${pin}'`, (err, rows) => {
    res.json({ ok: !err && rows.rowCount === 1 });
  });
});

module.exports = router;
