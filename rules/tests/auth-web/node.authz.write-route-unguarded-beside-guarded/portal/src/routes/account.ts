import express from 'express';
import pool from '../db';
import { auth } from '../middleware/auth';

const router = express.Router();

// signing up and recovering a password are open by design
// ok: node.authz.write-route-unguarded-beside-guarded
router.post('/register', async (req, res) => {
  await pool.execute('INSERT INTO users (email, password) VALUES (?, ?)', [req.body.email, await hash(req.body.password)]);
  res.sendStatus(201);
});

// ok: node.authz.write-route-unguarded-beside-guarded
router.post('/forgot-password', async (req, res) => {
  await pool.execute('UPDATE users SET reset_code = ? WHERE email = ?', [newCode(), req.body.email]);
  res.sendStatus(204);
});

// ok: node.authz.write-route-unguarded-beside-guarded
router.patch('/profile', auth, async (req, res) => {
  await pool.execute('UPDATE users SET name = ? WHERE id = ?', [req.body.name, req.user.id]);
  res.sendStatus(204);
});

// a digest computed in the handler writes nothing stored
// ok: node.authz.write-route-unguarded-beside-guarded
router.post('/checksum', async (req, res) => {
  res.json({ sum: crypto.createHash('sha256').update(req.body.text).digest('hex') });
});

export default router;
