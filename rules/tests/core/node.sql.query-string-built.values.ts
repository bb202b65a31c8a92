// The value model (secure_lint/matchers/values): SQL text built only from the code's own values
// (constants, numbers, declared types, enums) cannot carry an attacker's quote; text from a
// request or an untyped string still can.
import type { Request, Response } from 'express';
import { createClient } from '@clickhouse/client';
import { Pool } from 'pg';

const pool = new Pool();
const clickhouse = createClient({ url: process.env.CLICKHOUSE_URL });

const METRIC_COLUMNS = ['pageviews', 'visitors', 'bounces'] as const;
const EVENTS_TABLE = 'website_event';

enum Granularity {
  Hour = 'hour',
  Day = 'day',
}

type SortDirection = 'asc' | 'desc';

// An analytics app's ClickHouse query: columns from a constant list, buckets from a loop counter
export async function getSeries(websiteId: string, days: number) {
  const columns = [];
  for (const column of METRIC_COLUMNS) {
    columns.push(`sum(${column}) as ${column}`);
  }
  const buckets: string[] = [];
  for (let day = 0; day < 7; day++) {
    buckets.push(`countIf(dateDiff('day', created_at, now()) = ${day}) as d${day}`);
  }
  // ok: node.sql.query-string-built
  const result = await clickhouse.query(`SELECT ${columns.join(', ')}, ${buckets.join(', ')} FROM ${EVENTS_TABLE} WHERE website_id = {id:UUID} AND created_at > now() - INTERVAL ${days} DAY`, { query_params: { id: websiteId } });
  return result.json();
}

export async function getPage(limit: number, offset: number, direction: SortDirection, unit: Granularity) {
  // ok: node.sql.query-string-built
  const { rows } = await pool.query(
    `SELECT date_trunc('${unit}', created_at) AS bucket, count(*) FROM events GROUP BY bucket ORDER BY bucket ${direction} LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows;
}

export async function countRecent(req: Request, res: Response) {
  const days = Number(req.query.days ?? 30);
  const includeBots = req.query.bots === 'true';
  // ok: node.sql.query-string-built
  const { rows } = await pool.query(`SELECT count(*) FROM events WHERE created_at > now() - interval '${days} days' AND is_bot = ${includeBots}`);
  res.json(rows[0]);
}

export async function byIds(ids: string[]) {
  const placeholders = ids.map((_, index) => `$${index + 1}`).join(', ');
  // ok: node.sql.query-string-built
  const { rows } = await pool.query(`SELECT * FROM links WHERE id IN (${placeholders})`, ids);
  return rows;
}

export async function search(req: Request, res: Response) {
  const term = req.query.q as string;
  // ruleid: node.sql.query-string-built
  const { rows } = await pool.query(`SELECT * FROM links WHERE title LIKE '%${term}%' LIMIT ${Number(req.query.limit)}`);
  res.json(rows);
}

export async function byDomain(domain: string, direction: SortDirection) {
  // a declared string is not a constant, but no caller here shows where it comes from: a review item
  // ruleid: node.sql.query-string-built
  const { rows } = await pool.query(`SELECT * FROM links WHERE domain = '${domain}' ORDER BY created_at ${direction}`);
  return rows;
}

export async function filtered(req: Request, res: Response) {
  let conditions = `WHERE website_id = '${EVENTS_TABLE}'`;
  if (req.query.path) {
    conditions += ` AND url_path = '${req.query.path}'`;
  }
  // a `let` later extended with request text is not constant
  // ruleid: node.sql.query-string-built
  const { rows } = await pool.query(`SELECT count(*) FROM ${EVENTS_TABLE} ${conditions}`);
  res.json(rows);
}

// Guards that dominate the sink (the value model reads them too)
const SORTABLE_COLUMNS = ['created_at', 'clicks', 'title'];

export async function sorted(req: Request, res: Response) {
  const sort = String(req.query.sort);
  const direction = req.query.dir;
  if (!SORTABLE_COLUMNS.includes(sort)) {
    return res.status(400).json({ error: 'bad sort' });
  }
  if (direction !== 'asc' && direction !== 'desc') {
    throw new Error('bad direction');
  }
  // ok: node.sql.query-string-built
  const { rows } = await pool.query(`SELECT * FROM links ORDER BY ${sort} ${direction}`);
  res.json(rows);
}

export async function page(req: Request, res: Response) {
  const limit = req.query.limit;
  if (typeof limit !== 'number') return res.sendStatus(400);
  const slug = String(req.query.slug);
  if (!/^[a-z0-9-]{1,64}$/.test(slug)) return res.sendStatus(400);
  // ok: node.sql.query-string-built
  const { rows } = await pool.query(`SELECT * FROM links WHERE slug = '${slug}' LIMIT ${limit}`);
  res.json(rows);
}

export async function lenient(req: Request, res: Response) {
  const sort = String(req.query.sort);
  if (!sort.startsWith('c')) return res.sendStatus(400);
  // a prefix check allows anything after it (a known miss: the flow model takes the early exit for a check)
  // todoruleid: node.sql.query-string-built
  const { rows } = await pool.query(`SELECT * FROM links ORDER BY ${sort}`);
  res.json(rows);
}

export async function byKind(req: Request, res: Response) {
  const kind = String(req.query.kind);
  if (SORTABLE_COLUMNS.includes(kind)) {
    // ok: node.sql.query-string-built
    const { rows } = await pool.query(`SELECT ${kind} FROM links`);
    return res.json(rows);
  }
  // ruleid: node.sql.query-string-built
  const { rows } = await pool.query(`SELECT * FROM links WHERE kind = '${kind}'`);
  res.json(rows);
}
