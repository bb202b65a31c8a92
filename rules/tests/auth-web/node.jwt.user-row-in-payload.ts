import express from 'express';
import jwt from 'jsonwebtoken';
import { db } from './db';

export const router = express.Router();

router.post('/login', (req, res) => {
  const sql = `SELECT * FROM users WHERE email = ?`;
  db.get(sql, [req.body.email], (err: Error | null, user: Record<string, unknown>) => {
    if (err || !user) return res.status(401).json({ error: 'invalid credentials' });
    // ruleid: node.jwt.user-row-in-payload
    res.json({ token: jwt.sign(user, process.env.JWT_SECRET as string, { expiresIn: '1h' }) });
  });
});

router.post('/login-claims', (req, res) => {
  const sql = `SELECT * FROM users WHERE email = ?`;
  db.get(sql, [req.body.email], (err: Error | null, user: { id: number; role: string }) => {
    if (err || !user) return res.status(401).json({ error: 'invalid credentials' });
    // ok: node.jwt.user-row-in-payload
    res.json({ token: jwt.sign({ sub: user.id, role: user.role }, process.env.JWT_SECRET as string, { expiresIn: '1h' }) });
  });
});

router.post('/device-token', (req, res) => {
  db.get('SELECT id, name FROM devices WHERE serial = ?', [req.body.serial], (err: Error | null, device: object) => {
    if (err || !device) return res.sendStatus(404);
    // ok: node.jwt.user-row-in-payload
    res.json({ token: jwt.sign(device, process.env.JWT_SECRET as string, { expiresIn: '1h' }) });
  });
});

router.post('/refresh', (req, res) => {
  db.get('SELECT * FROM accounts WHERE refresh_token = ?', [req.cookies.refresh], (err: Error | null, account: object) => {
    if (err || !account) return res.sendStatus(401);
    // ruleid: node.jwt.user-row-in-payload
    const token = jwt.sign(account, process.env.JWT_SECRET as string, { expiresIn: '15m' });
    res.json({ token });
  });
});
