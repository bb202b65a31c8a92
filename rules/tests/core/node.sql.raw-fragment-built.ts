import knex from '../db/knex';
import { Sequelize, Op } from 'sequelize';
import { User } from '../models/user';
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

function orderCountAttribute(userId: string) {
  // ruleid: node.sql.raw-fragment-built
  return [Sequelize.literal(`(SELECT COUNT(*) FROM orders WHERE orders.user_id = '${userId}')`), 'orderCount'];
}

// the route hands the helper its query parameter: the flow goes through the call
export async function usersWithOrderCount(req: Request, res: Response) {
  res.json(await User.findAll({ attributes: { include: [orderCountAttribute(String(req.query.user))] } }));
}

export function activeFilter() {
  // ok: node.sql.raw-fragment-built
  return { where: { deletedAt: { [Op.is]: null } }, attributes: [[Sequelize.literal('(SELECT 1)'), 'one']] };
}

export const escapedRegex = (text: string) =>
  // ok: node.sql.raw-fragment-built
  String.raw`^${text}$`;

const SORT_DIRECTIONS = ['ASC', 'DESC', 'ASC NULLS LAST', 'DESC NULLS LAST'] as const;
const NULLS_ORDER: Record<string, string> = { first: 'NULLS FIRST', last: 'NULLS LAST' };

export async function sortedInvoices(req: Request, res: Response) {
  const index = SORT_DIRECTIONS.indexOf(String(req.query.dir).toUpperCase() as any);
  if (index === -1) return res.status(400).json({ error: 'bad direction' });
  // ok: node.sql.raw-fragment-built
  const rows = await knex('invoices').orderByRaw(`issued_at ${SORT_DIRECTIONS[index]}`);
  res.json(rows);
}

export async function invoicesNullsOrder(req: Request, res: Response) {
  const nulls = req.query.nulls === 'first' ? 'first' : 'last';
  // ok: node.sql.raw-fragment-built
  const rows = await knex('invoices').orderByRaw(`paid_at DESC ${NULLS_ORDER[nulls]}`);
  res.json(rows);
}

export function recentSince(days: unknown) {
  if (typeof days !== 'number') throw new TypeError('days must be a number');
  // ok: node.sql.raw-fragment-built
  return knex('events').whereRaw(`created_at > now() - interval '${days} days'`);
}

export function adjustStock(productId: string, delta: number) {
  const sign = delta < 0 ? '-' : '+';
  // ok: node.sql.raw-fragment-built
  return knex('products').where({ id: productId }).update({ stock: knex.raw(`?? ${sign} ?`, ['stock', Math.abs(delta)]) });
}

export function latestFirst(newestFirst: boolean) {
  // ok: node.sql.raw-fragment-built
  return knex('posts').orderByRaw(`published_at ${newestFirst ? 'DESC' : 'ASC'} NULLS LAST`);
}

export async function sortedByUserDirection(req: Request, res: Response) {
  const directions: string[] = String(req.query.dirs).split(',');
  // ruleid: node.sql.raw-fragment-built
  const rows = await knex('invoices').orderByRaw(`issued_at ${directions[0]}`);
  res.json(rows);
}

// a helper exported to other modules and called by none here: whether request data reaches it
// is not shown: a review item (info, needs_review), not a shown flow
export function recentSinceUnchecked(days: string) {
  // ruleid: node.sql.raw-fragment-built
  return knex('events').whereRaw(`created_at > now() - interval '${days} days'`);
}

// kept in the column map's key set (an allow-list), or not checked at all
const COLUMN_OF: Record<string, string> = { created: 'created_at', total: 'total_cents' };

export async function sortedByMappedColumn(req: Request, res: Response) {
  const key = String(req.query.sort);
  if (!(key in COLUMN_OF)) return res.status(400).json({ error: 'unknown sort' });
  // ok: node.sql.raw-fragment-built
  const rows = await knex('invoices').orderByRaw(`${COLUMN_OF[key]} DESC`);
  res.json(rows);
}

export async function groupedBy(req: Request, res: Response) {
  const { column } = req.body;
  // ruleid: node.sql.raw-fragment-built
  const rows = await knex('invoices').select(knex.raw(`${column}, count(*) as n`)).groupByRaw(column);
  res.json(rows);
}

// a migration: the knex it is handed builds fragments of the code's own text
export async function up(db: typeof knex) {
  // ok: node.sql.raw-fragment-built
  await db('visits').fromRaw(db.raw('visits v')).update({ user_id: db.ref('links.user_id') }).updateFrom('links');
}

// a histogram's own `fromRaw`, not knex's
export function binValue(def: { fromRaw(raw: unknown): number }, raw: unknown) {
  // ok: node.sql.raw-fragment-built
  return raw === null ? null : def.fromRaw(raw);
}
