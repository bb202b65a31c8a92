// Values imported from other modules of the app: constants, enums and non-string types declared
// there are as inert as the same declarations in this file; a module variable reassigned at run
// time, an environment value and a request's text are not.
import type { Request } from 'express';
import { Pool } from 'pg';
import { EVENTS_TABLE, METRIC_COLUMNS, Unit, type Direction, type PageQuery, tenantSchema } from '@/lib/sql';
import { DEFAULT_TABLE as TABLE } from './lib/sql/index';
import * as sql from './lib/sql/constants';

const pool = new Pool();
const config = require('./legacy/config');
const { ORDERS_TABLE } = require('./legacy/config');

export async function series(days: number, unit: Unit, direction: Direction) {
  const columns: string[] = [];
  for (const column of METRIC_COLUMNS) {
    columns.push(`sum(${column}) as ${column}`);
  }
  // ok: node.sql.query-string-built
  return pool.query(`SELECT date_trunc('${unit}', created_at), ${columns.join(', ')} FROM ${EVENTS_TABLE} WHERE created_at > now() - interval '${days} days' ORDER BY 1 ${direction}`);
}

export async function sessions({ limit }: PageQuery) {
  // ok: node.sql.query-string-built
  return pool.query(`SELECT * FROM ${sql.SESSION_TABLE} JOIN ${TABLE} USING (session_id) LIMIT ${limit}`);
}

export async function orders(req: Request) {
  // ok: node.sql.query-string-built
  await pool.query(`SELECT count(*) FROM ${ORDERS_TABLE}`);
  // ok: node.sql.query-string-built
  await pool.query(`SELECT count(*) FROM ${config.ORDERS_TABLE} WHERE unit = '${sql.Unit.Day}'`);
  // the app's own configuration, not outside data
  // ok: node.sql.query-string-built
  await pool.query(`SELECT * FROM ${config.REPORT_SCHEMA}.orders`);
  // ruleid: node.sql.query-string-built
  return pool.query(`SELECT * FROM ${tenantSchema}.orders WHERE id = ${req.query.id}`);
}

// a typed page query from a caller this file does not show
export async function search({ search }: PageQuery) {
  // ruleid: node.sql.query-string-built
  return pool.query(`SELECT * FROM ${EVENTS_TABLE} WHERE url LIKE '%${search}%'`);
}
