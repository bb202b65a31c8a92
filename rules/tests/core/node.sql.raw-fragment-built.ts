import knex from '../db/knex';
import { Sequelize, Op } from 'sequelize';
import { Request, Response } from 'express';

export async function searchCustomers(req: Request, res: Response) {
  const term = String(req.query.q ?? '');
  // ruleid: node.sql.raw-fragment-built
  const rows = await knex('customers').whereRaw(`name ILIKE '%${term}%'`).limit(50);
  res.json(rows);
}

export async function searchCustomersSafe(req: Request, res: Response) {
  const term = String(req.query.q ?? '');
  // ok: node.sql.raw-fragment-built
  const rows = await knex('customers').whereRaw('name ILIKE ?', [`%${term}%`]).limit(50);
  res.json(rows);
}

export async function sortedProducts(req: Request, res: Response) {
  const column = req.query.sort as string;
  // ruleid: node.sql.raw-fragment-built
  const rows = await knex('products').select('*').orderByRaw(column + ' DESC');
  res.json(rows);
}

export async function sortedProductsSafe(req: Request, res: Response) {
  const allowed: Record<string, string> = { price: 'price', name: 'name' };
  const column = allowed[String(req.query.sort)] ?? 'name';
  // ok: node.sql.raw-fragment-built
  const rows = await knex('products').select('*').orderBy(column, 'desc');
  res.json(rows);
}

export function orderCountAttribute(userId: string) {
  // ruleid: node.sql.raw-fragment-built
  return [Sequelize.literal(`(SELECT COUNT(*) FROM orders WHERE orders.user_id = '${userId}')`), 'orderCount'];
}

export function activeFilter() {
  // ok: node.sql.raw-fragment-built
  return { where: { deletedAt: { [Op.is]: null } }, attributes: [[Sequelize.literal('(SELECT 1)'), 'one']] };
}

export const escapedRegex = (text: string) =>
  // ok: node.sql.raw-fragment-built
  String.raw`^${text}$`;
