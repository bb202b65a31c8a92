import { Router, Request, Response } from 'express'
import { In } from 'typeorm'
import { Message, User } from '../entities'
import { prisma } from '../db'

const router = Router()

// The users who reacted: the query is pinned to the ids the message row already lists, so
// ?limit can never return more than those users.
router.get('/messages/:id/reactions/:emoji', async (req: Request, res: Response) => {
  const limit = req.query.limit ? Number(req.query.limit) : 25
  const message = await Message.findOneOrFail({ where: { id: req.params.id } })
  const reaction = message.reactions.find((r) => r.emoji === req.params.emoji)
  if (!reaction) return res.sendStatus(404)
  const users = await User.find({
    where: { id: In(reaction.user_ids) },
    // ok: node.api.unbounded-page-size
    take: limit,
  })
  res.json(users)
})

router.get('/teams/:id/members', async (req: Request, res: Response) => {
  const team = await prisma.team.findUniqueOrThrow({ where: { id: req.params.id } })
  const members = await prisma.user.findMany({
    where: { id: { in: team.memberIds } },
    // ok: node.api.unbounded-page-size
    take: Number(req.query.limit),
  })
  res.json(members)
})

// Every mention in every channel: nothing bounds the rows but the page size.
router.get('/users/@me/mentions', async (req: Request, res: Response) => {
  const limit = Number(req.query.limit) || 25
  const messages = await Message.find({
    where: { mention_everyone: true, channel_id: In(req.user.channelIds) },
    // ruleid: node.api.unbounded-page-size
    take: limit,
  })
  res.json(messages)
})

// The id list is the request's own: as long as the client makes it.
router.post('/users/lookup', async (req: Request, res: Response) => {
  const users = await User.find({
    where: { id: In(req.body.ids) },
    // ruleid: node.api.unbounded-page-size
    take: Number(req.query.limit),
  })
  res.json(users)
})

export default router
