const express = require('express');
const rateLimit = require('express-rate-limit');
const jwt = require('jsonwebtoken');
const { Pool } = require('pg');

const pool = new Pool();
const app = express();
app.use(express.json());

// counts attempts at the sign-in form: it lets every caller through, signed in or not
const loginRateLimiter = rateLimit({ windowMs: 15 * 60 * 1000, max: 20 });

function requireAuth(req, res, next) {
  try {
    req.user = jwt.verify((req.headers.authorization || '').replace('Bearer ', ''), process.env.JWT_SECRET);
    next();
  } catch (err) {
    res.sendStatus(401);
  }
}

app.post('/api/login', loginRateLimiter, async (req, res) => {
  const { rows } = await pool.query('SELECT id FROM users WHERE email = $1 AND password_hash = crypt($2, password_hash)', [
    req.body.email,
    req.body.password,
  ]);
  if (!rows.length) return res.sendStatus(401);
  res.json({ token: jwt.sign({ id: rows[0].id }, process.env.JWT_SECRET, { expiresIn: '1h' }) });
});

// ruleid: node.authz.destructive-route-unauthenticated
app.delete('/api/entries', loginRateLimiter, async (req, res) => {
  await pool.query('TRUNCATE TABLE entries');
  res.sendStatus(204);
});

// ok: node.authz.destructive-route-unauthenticated
app.delete('/api/drafts', loginRateLimiter, requireAuth, async (req, res) => {
  await pool.query('TRUNCATE TABLE drafts');
  res.sendStatus(204);
});

// ok: node.authz.destructive-route-unauthenticated
app.delete('/api/archive', [requireAuth, loginRateLimiter], async (req, res) => {
  await pool.query('TRUNCATE TABLE archive');
  res.sendStatus(204);
});

app.listen(3000);
