import express from 'express';
import pool from '../db';
import { auth, adminOnly } from '../middleware/auth';

const router = express.Router();

// the one write of the router with no guard: anyone can provision a service for any customer
// ruleid: node.authz.write-route-unguarded-beside-guarded
router.post('/provision', async (req, res) => {
  try {
    const { customer_id, service_type } = req.body;
    await pool.execute('INSERT INTO services (customer_id, service_type) VALUES (?, ?)', [customer_id, service_type]);
    res.status(201).json({ message: 'provisioned' });
  } catch (error) {
    res.status(500).json({ error: 'failed' });
  }
});

router.get('/', auth, async (req, res) => {
  const [rows] = await pool.execute('SELECT * FROM services WHERE customer_id = ?', [req.user.id]);
  res.json(rows);
});

// ok: node.authz.write-route-unguarded-beside-guarded
router.put('/:id', auth, adminOnly, async (req, res) => {
  await pool.execute('UPDATE services SET status = ? WHERE id = ?', [req.body.status, req.params.id]);
  res.json({ ok: true });
});

// the handler refuses callers itself: a check the router's guard does not show
// ok: node.authz.write-route-unguarded-beside-guarded
router.post('/:id/cancel', async (req, res) => {
  const user = await currentUser(req.cookies.sid);
  if (!user) return res.status(401).json({ error: 'sign in first' });
  await pool.execute('UPDATE services SET status = "cancelled" WHERE id = ? AND customer_id = ?', [req.params.id, user.id]);
  res.json({ ok: true });
});

export default router;
