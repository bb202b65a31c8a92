// SQL text built by a function of the file: what the function returns decides. A helper that
// maps the request's choice onto its own words, numbers or an escaped value quiets the sink; one
// that returns what it was given does not.
import type { Request } from 'express';
import { Pool } from 'pg';
import SqlString from 'sqlstring';

const pool = new Pool();

function orderBy(direction: unknown) {
  return direction === 'asc' ? 'ASC' : 'DESC';
}

const sortColumn = (key: string) => {
  if (key === 'name') return 'display_name';
  if (key === 'created') return 'created_at';
  return 'id';
};

function pageSize(raw: unknown) {
  return Math.min(Number(raw) || 20, 100);
}

function quoted(value: string) {
  return SqlString.escape(value);
}

function trimmed(value: string) {
  return value.trim();
}

export async function listUsers(req: Request) {
  // ok: node.sql.query-string-built
  return pool.query(`SELECT * FROM users ORDER BY ${sortColumn(String(req.query.sort))} ${orderBy(req.query.dir)} LIMIT ${pageSize(req.query.limit)}`);
}

export async function findByName(req: Request) {
  // ok: node.sql.query-string-built
  await pool.query(`SELECT * FROM users WHERE name = ${quoted(String(req.query.name))}`);
  // ruleid: node.sql.query-string-built
  return pool.query(`SELECT * FROM users WHERE name = '${trimmed(String(req.query.name))}'`);
}
