// Accounts in PostgreSQL through TypeORM, events in MongoDB: only the MongoDB filter reads operators.
import { Router } from 'express'
import { getRepository } from 'typeorm'
import { Account } from './entities/account'
import { eventsCollection } from './mongo'

export const reports = Router()

reports.post('/reports/account', async (req, res) => {
  // ok: node.nosql.request-object-in-query
  const account = await getRepository(Account).findOne({ apiKey: req.body.apiKey })
  res.json({ found: Boolean(account) })
})

reports.post('/reports/events', async (req, res) => {
  // ruleid: node.nosql.request-object-in-query
  res.json(await eventsCollection.find({ accountId: req.body.accountId }).toArray())
})
