import { Router } from 'express';
import bcrypt from 'bcrypt';
import { User } from '../models/user';
import { Order } from '../models/order';
import { Note } from '../models/note';
import { createHmac } from 'node:crypto';
import { sessionCache } from '../cache';
import { Org } from '../models/sequelize';
import { prisma } from '../prisma';
import { db } from '../db/mongo';

const router = Router();

router.post('/login', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  const user = await User.findOne({ email: req.body.email, password: req.body.password });
  res.json({ ok: Boolean(user) });
});

router.post('/login-safe', async (req, res) => {
  // ok: node.nosql.request-object-in-query
  const user = await User.findOne({ email: String(req.body.email) });
  const ok = !!user && (await bcrypt.compare(String(req.body.password), user.passwordHash));
  res.json({ ok });
});

// rows of an uploaded sheet: the row number is used only where `typeof` says it is a number
router.post('/imports/:id/rows', async (req, res) => {
  for (const row of req.body.rows) {
    const rowIndex = (row && typeof row.rowIndex === 'number') ? row.rowIndex : undefined;
    // ok: node.nosql.request-object-in-query
    await Order.findOneAndUpdate({ importId: String(req.params.id), rowIndex }, { $set: { seen: true } });
    const sheet = typeof row.sheet === 'string' || row.sheet ? row.sheet : 'main';
    // ruleid: node.nosql.request-object-in-query
    await Order.updateOne({ importId: String(req.params.id), sheet }, { $set: { seen: true } });
    const position = typeof row.rowIndex === 'number' ? row.position : 0;
    // ruleid: node.nosql.request-object-in-query
    await Order.deleteOne({ importId: String(req.params.id), position });
  }
  res.sendStatus(204);
});

router.post('/token', async (req, res) => {
  const { username, apiKey } = req.body;
  // ruleid: node.nosql.request-object-in-query
  const client = await db.collection('clients').findOne({ username, apiKey });
  res.json({ ok: Boolean(client) });
});

router.get('/orders', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  const orders = await Order.find(req.query).limit(50);
  res.json(orders);
});

router.get('/orders-safe', async (req, res) => {
  // ok: node.nosql.request-object-in-query
  const orders = await Order.find({ status: { $eq: req.query.status }, owner: req.user.id }).limit(50);
  res.json(orders);
});

router.delete('/orders/:id', async (req, res) => {
  // ok: node.nosql.request-object-in-query
  await Order.deleteOne({ _id: req.params.id, owner: req.user.id });
  res.sendStatus(204);
});

router.post('/reports/custom', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  const rows = await Order.aggregate(req.body.pipeline);
  res.json(rows);
});

router.post('/reports/totals', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  const out = await db.collection('orders').mapReduce(req.body.map, req.body.reduce, { out: { inline: 1 } });
  res.json(out);
});

router.get('/reports/by-status', async (req, res) => {
  // ok: node.nosql.request-object-in-query
  const rows = await Order.aggregate([{ $match: { status: String(req.query.status) } }, { $group: { _id: '$customer', total: { $sum: '$total' } } }]);
  res.json(rows);
});

router.post('/profile', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  await db.collection('users').update({ username: req.body.username }, { $set: { bio: String(req.body.bio) } });
  res.sendStatus(204);
});

router.post('/notes/delete', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  await Note.remove({ owner: req.user.id, _id: req.body.noteId });
  res.sendStatus(204);
});

router.post('/orders/cancel', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  const order = await Order.findByIdAndUpdate(req.body.orderId, { status: 'cancelled' }, { new: true });
  res.json(order);
});

router.post('/orders/cancel-safe', async (req, res) => {
  // ok: node.nosql.request-object-in-query
  const order = await Order.findByIdAndUpdate(String(req.body.orderId), { status: 'cancelled' }, { new: true });
  res.json(order);
});

router.post('/orders/:id/archive', async (req, res) => {
  // ok: node.nosql.request-object-in-query
  await Order.update({ _id: req.params.id, owner: req.user.id }, { $set: { archived: true } });
  res.sendStatus(204);
});

router.post('/webhooks/signed', (req, res) => {
  const hmac = createHmac('sha256', process.env.WEBHOOK_SECRET ?? '');
  // ok: node.nosql.request-object-in-query
  hmac.update(req.body.payload);
  // ok: node.nosql.request-object-in-query
  sessionCache.remove(req.body.sessionKey);
  res.sendStatus(hmac.digest('hex') === req.get('x-signature') ? 204 : 401);
});

router.post('/organization', async (req, res) => {
  // ok: node.nosql.request-object-in-query
  await Org.update({ orgname: req.body.orgname }, { where: { owner: req.user.username } });
  // ok: node.nosql.request-object-in-query
  await prisma.profile.update({ where: { userId: req.user.id }, data: { bio: req.body.bio } });
  res.sendStatus(204);
});

export default router;
