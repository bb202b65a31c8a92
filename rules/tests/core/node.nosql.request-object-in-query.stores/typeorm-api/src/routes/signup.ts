// TypeORM on PostgreSQL: findOne's conditions are bound parameters.
import { Request, Response } from 'express'
import { User } from '../entities/user'
import { usersRepository } from '../repositories'

export const emailNotExists = async (req: Request, res: Response) => {
  const { email } = req.body
  // ok: node.nosql.request-object-in-query
  const existing = await usersRepository.findOne({ email })
  if (existing) {
    return res.status(400).json({ message: 'That email is already registered.' })
  }
  res.sendStatus(204)
}

export const findByToken = async (req: Request, res: Response) => {
  // ok: node.nosql.request-object-in-query
  const user = await User.findOne({ resetToken: req.body.token })
  res.json({ found: Boolean(user) })
}
