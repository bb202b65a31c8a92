import { Router } from 'express';
import { z } from 'zod';
import { MongoClient } from 'mongodb';
import { Org } from '../models/sequelize';
import { ApiClient } from '../models/objection';

const client = new MongoClient(process.env.MONGO_URI ?? '');
const apiKeys = client.db('app').collection('api_keys');
const router = Router();

router.post('/keys/check', async (req, res) => {
  // ruleid: node.nosql.request-object-as-credential
  const key = await apiKeys.findOne({ apiKey: req.body.apiKey, revoked: false });
  res.json({ valid: Boolean(key) });
});

router.post('/otp/verify', async (req, res) => {
  const { userId, otp } = req.body as { userId: string; otp: string };
  if (typeof otp !== 'string') return res.status(400).end();
  // a typeof early return is no string proof yet (string_proof.py reads string methods and validator.js)
  // todook: node.nosql.request-object-as-credential
  const row = await client.db('app').collection('otps').findOne({ userId: String(userId), otp });
  res.json({ verified: Boolean(row) });
});

router.post('/otp/verify-trimmed', async (req, res) => {
  const code = req.body.code.trim();
  const userId = req.body.userId.trim();
  // ok: node.nosql.request-object-as-credential
  const row = await client.db('app').collection('otps').findOne({ userId, otp: code });
  res.json({ verified: Boolean(row) });
});

router.post('/orgs/join', async (req, res) => {
  // ok: node.nosql.request-object-as-credential
  const org = await Org.findOne({ where: { inviteToken: req.body.token } });
  res.json({ org: org?.id });
});

router.post('/clients/auth', async (req, res) => {
  // ok: node.nosql.request-object-as-credential
  const row = await ApiClient.query().findOne({ secret: req.body.secret });
  res.json({ ok: Boolean(row) });
});

// a schema's parse decides the types: `z.string()` refuses {"$ne": null} with a 400 first
const DeviceSchema = z.object({ token: z.string().min(1), platform: z.enum(['ios', 'android']) });

router.post('/devices', async (req, res) => {
  const validation = DeviceSchema.safeParse(req.body);
  if (!validation.success) return res.status(400).json({ error: validation.error.issues[0].message });
  const { token, platform } = validation.data;
  // ok: node.nosql.request-object-as-credential
  const device = await client.db('app').collection('devices').findOne({ token });
  res.json({ registered: Boolean(device), platform });
});

router.post('/devices/unsafe', async (req, res) => {
  const { token } = req.body;
  // ruleid: node.nosql.request-object-as-credential
  const device = await client.db('app').collection('devices').findOne({ token });
  res.json({ registered: Boolean(device) });
});
