import path from 'node:path';
import fs from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import express, { type Request, type Response } from 'express';
import axios from 'axios';
import _ from 'lodash';
import { z } from 'zod';
import { findOrder, listOrders, searchOrders, cancelOrder } from '../db/orders-repo';
import { logger } from '../logger';

const execFileAsync = promisify(execFile);
const INVOICE_DIR = path.resolve(process.env.INVOICE_DIR ?? 'invoices');
const ALLOWED_WEBHOOK_HOSTS = new Set(['hooks.slack.com', 'webhook.site']);

export const router = express.Router();

router.get('/orders', async (req: Request, res: Response) => {
  const orders = await listOrders(req.user!.id, String(req.query.sort ?? 'created'), Number(req.query.limit ?? 20));
  res.json(orders);
});

router.get('/orders/search', async (req: Request, res: Response) => {
  const term = String(req.query.q ?? '');
  // ruleid: js.redos.regexp-from-request
  const highlight = new RegExp(req.query.q as string, 'gi');
  const orders = await searchOrders(req.user!.id, term);
  res.json(orders.map((o) => ({ ...o, note: String(o.id).replace(highlight, (m) => `**${m}**`) })));
});

router.get('/orders/:id', async (req: Request, res: Response) => {
  const order = await findOrder(req.params.id, req.user!.id);
  if (!order) return res.sendStatus(404);
  res.json(order);
});

router.get('/orders/:id/invoice', async (req: Request, res: Response) => {
  const order = await findOrder(req.params.id, req.user!.id);
  if (!order) return res.sendStatus(404);
  res.sendFile(`${order.id}.pdf`, { root: INVOICE_DIR });
});

router.get('/invoices/:file', async (req: Request, res: Response) => {
  // ruleid: node.path.fs-request-input
  const pdf = await fs.readFile(path.join(INVOICE_DIR, req.params.file));
  res.type('pdf').send(pdf);
});

router.post('/orders/:id/cancel', async (req: Request, res: Response) => {
  const ok = await cancelOrder(req.params.id, req.user!.id);
  // ruleid: node.redirect.request-param
  if (req.query.next) return res.redirect(String(req.query.next));
  res.json({ ok });
});

const prefsSchema = z.object({ currency: z.enum(['EUR', 'USD']), emailReceipts: z.boolean() }).strict();

router.patch('/preferences', async (req: Request, res: Response) => {
  const prefs = prefsSchema.parse(req.body);
  Object.assign(req.user!.preferences, prefs);
  res.json(req.user!.preferences);
});

router.patch('/preferences/advanced', async (req: Request, res: Response) => {
  // ruleid: node.prototype.merge-request-data
  _.merge(req.user!.preferences, req.body);
  res.json(req.user!.preferences);
});

router.post('/webhooks/test', async (req: Request, res: Response) => {
  const target = new URL(String(req.body.url));
  if (!ALLOWED_WEBHOOK_HOSTS.has(target.hostname) || target.protocol !== 'https:') {
    return res.status(400).json({ error: 'host not allowed' });
  }
  const result = await axios.post(target.toString(), { type: 'ping' }, { timeout: 3000 });
  res.json({ status: result.status });
});

router.get('/carriers/track', async (req: Request, res: Response) => {
  // ruleid: node.ssrf.request-url
  const tracking = await axios.get(req.query.trackingUrl as string, { timeout: 3000 });
  res.json(tracking.data);
});

router.post('/orders/:id/label', async (req: Request, res: Response) => {
  const order = await findOrder(req.params.id, req.user!.id);
  if (!order) return res.sendStatus(404);
  const { stdout } = await execFileAsync('label-printer', ['--order', order.id, '--format', 'zpl']);
  logger.info('label printed', { orderId: order.id, userId: req.user!.id });
  res.type('text').send(stdout);
});

router.get('/hello', (req: Request, res: Response) => {
  // ruleid: node.xss.send-request-data
  res.send(`<p>Thanks for your order, ${req.query.name}!</p>`);
});
