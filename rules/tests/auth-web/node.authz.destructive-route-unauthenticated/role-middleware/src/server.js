const express = require('express');
const jwt = require('jsonwebtoken');
const { Pool } = require('pg');
const { validateUser, withRequestId } = require('./util/auth');

const pool = new Pool();
const app = express();
app.use(express.json());

app.post('/api/login', async (req, res) => {
  const { rows } = await pool.query('SELECT id, user_type FROM users WHERE email = $1 AND password_hash = crypt($2, password_hash)', [
    req.body.email,
    req.body.password,
  ]);
  if (!rows.length) return res.sendStatus(401);
  res.json({ token: jwt.sign({ id: rows[0].id, userType: rows[0].user_type }, process.env.JWT_SECRET, { expiresIn: '1h' }) });
});

// ok: node.authz.destructive-route-unauthenticated
app.delete('/api/rides', validateUser('Admin'), async (req, res) => {
  await pool.query('TRUNCATE TABLE rides');
  res.sendStatus(204);
});

// ruleid: node.authz.destructive-route-unauthenticated
app.delete('/api/logs', withRequestId, async (req, res) => {
  await pool.query('TRUNCATE TABLE request_logs');
  res.sendStatus(204);
});

app.listen(3000);
