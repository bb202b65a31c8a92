import express from 'express';
import rateLimit from 'express-rate-limit';
import pool from '../db';

const router = express.Router();
// the limiter of the sign-in routes, reused: it counts requests and lets every caller through
const authLimiter = rateLimit({ windowMs: 60_000, max: 30 });

// public forms: the router guards none of its writes, a rate limiter is no guard
router.post('/tickets', authLimiter, async (req, res) => {
  await pool.execute('INSERT INTO tickets (email, body) VALUES (?, ?)', [req.body.email, req.body.body]);
  res.status(201).json({ message: 'received' });
});

// ok: node.authz.write-route-unguarded-beside-guarded
router.post('/quotes', async (req, res) => {
  await pool.execute('INSERT INTO quote_requests (email, plan) VALUES (?, ?)', [req.body.email, req.body.plan]);
  res.status(201).json({ message: 'we will send you a quote' });
});

export default router;
