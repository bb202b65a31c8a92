// NoSQL operator injection on the taint model: the filter built in a variable first.
import { Router } from 'express';
import { MongoClient } from 'mongodb';
import { NextRequest, NextResponse } from 'next/server';
import { User } from '../models/user';

const router = Router();
const client = new MongoClient(process.env.MONGO_URL ?? '');

router.post('/customers/find', async (req, res) => {
  const customers = client.db('shop').collection('customers');
  const name = req.body.name;
  const filter = { name: name };
  // ruleid: node.nosql.request-object-in-query
  res.json(await customers.findOne(filter));
});

router.post('/customers/find-safe', async (req, res) => {
  const customers = client.db('shop').collection('customers');
  const filter = { name: `${req.body.name}` };
  // ok: node.nosql.request-object-in-query
  res.json(await customers.findOne(filter));
});

router.get('/customers/by-tier', async (req, res) => {
  const tier = Number(req.query.tier);
  // ok: node.nosql.request-object-in-query
  res.json(await client.db('shop').collection('customers').find({ tier }).toArray());
});

// Next.js route handler: the JSON body's fields may be objects
export async function POST(request: NextRequest) {
  const { email, password } = await request.json();
  // ruleid: node.nosql.request-object-in-query
  const user = await User.findOne({ email, password });
  return NextResponse.json({ ok: Boolean(user) });
}

export default router;

// Prisma's options object: its `where` is validated against the schema's types (another rule's matter)
export async function DELETE(request: NextRequest) {
  const { ids } = await request.json();
  // ok: node.nosql.request-object-in-query
  await prisma.tagItem.deleteMany({ where: { id: { in: ids } } });
  return NextResponse.json({ ok: true });
}
