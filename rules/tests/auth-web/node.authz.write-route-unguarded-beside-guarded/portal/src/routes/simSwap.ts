import express from 'express';
import pool from '../db';
import { auth, adminOnly } from '../middleware/auth';

const router = express.Router();

router.post('/', auth, async (req, res) => {
  await pool.execute('INSERT INTO sim_swaps (customer_id, new_sim) VALUES (?, ?)', [req.body.customerId, req.body.newSim]);
  res.sendStatus(201);
});

router.delete('/:id', auth, adminOnly, async (req, res) => {
  await pool.execute('DELETE FROM sim_swaps WHERE id = ?', [req.params.id]);
  res.sendStatus(204);
});

// a comment that names a role checks nothing
// ruleid: node.authz.write-route-unguarded-beside-guarded
router.put('/update/:id', async (req, res) => {
  const { id } = req.params;
  // no check for user ownership or admin role
  await pool.execute('UPDATE sim_swaps SET new_sim = ? WHERE id = ?', [req.body.newSim, id]);
  res.json({ success: true });
});

export default router;
