// Query builders that hand back SQL text with placeholders and the values beside it, bound:
// `{ query, params }`, knex's `{ sql, bindings }`, node-postgres's `{ text, values }`.
import type { Request, Response } from 'express';
import { createClient } from '@clickhouse/client';
import { buildSearchCondition, buildFilter } from '../lib/query-builders';

const clickhouse = createClient({ url: process.env.CLICKHOUSE_URL });

export async function countTraces(req: Request, res: Response) {
  const search = buildSearchCondition({ query: String(req.query.q), tablePrefix: 't' });
  const rows = await clickhouse.query({
    // ok: js.sql.sql-string-built
    query: `SELECT count(*) AS total FROM traces t WHERE t.project_id = {projectId: String} ${search.query}`,
    query_params: { projectId: req.params.projectId, ...search.params },
  });
  res.json(await rows.json());
}

export async function listTraces(req: Request, res: Response) {
  const filter = await buildFilter(req.body.filter);
  const statement = {
    // ok: js.sql.sql-string-built
    query: `SELECT id, name FROM traces WHERE ${filter.query} ORDER BY timestamp DESC`,
    query_params: filter.params,
  };
  res.json(await (await clickhouse.query(statement)).json());
}

export async function listByName(req: Request, res: Response) {
  // the values are not handed over: whatever the builder put in its text is the whole statement
  const filter = buildFilter(req.body.filter);
  // ruleid: js.sql.sql-string-built
  const rows = await clickhouse.query({ query: `SELECT id FROM traces WHERE ${filter.query}` });
  res.json(await rows.json());
}

export async function listByQuery(req: Request, res: Response) {
  // the request's own query and params objects are not a builder's result
  // ruleid: js.sql.sql-string-built
  const rows = await clickhouse.query({ query: `SELECT id FROM traces WHERE name = '${req.query.name}'`, query_params: req.params });
  res.json(await rows.json());
}

// a collector that binds each value and hands back its placeholder: `params.add(x)` is `$n`
export class SqlParams {
  private values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  all(): unknown[] {
    return this.values;
  }

  // a method that pastes its argument into the text binds nothing
  inline(value: string): string {
    return `'${value}'`;
  }
}

export async function productsInCategory(req: Request, res: Response) {
  const params = new SqlParams();
  // ok: js.sql.sql-string-built
  const sql = `SELECT * FROM product WHERE category_id = ${params.add(req.params.category)} LIMIT ${params.add(Number(req.query.limit))}`;
  res.json((await pool.query(sql, params.all())).rows);
}

export async function productsByName(req: Request, res: Response) {
  const params = new SqlParams();
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT * FROM product WHERE name = ${params.inline(String(req.query.name))}`;
  res.json((await pool.query(sql, params.all())).rows);
}

// the builder's text and values destructured: the values handed to the statement, bound
export async function transactionTotals(req: Request, res: Response) {
  const { whereClause, params } = buildFilter(req.query);
  // ok: js.sql.sql-string-built
  const rows = db.prepare(`SELECT COUNT(*) AS total FROM transactions t ${whereClause}`).all(...params);
  res.json(rows);
}

// ... the values destructured but never handed over: the text is the whole statement
export async function transactionList(req: Request, res: Response) {
  const { whereClause, params } = buildFilter(req.query);
  // ruleid: js.sql.sql-string-built
  const rows = db.prepare(`SELECT id FROM transactions t ${whereClause}`).all();
  res.json({ rows, filters: params.length });
}

// ... and a destructured value that is not a builder's text
export async function transactionsFor(req: Request, res: Response) {
  const { account, values } = req.body;
  // ruleid: js.sql.sql-string-built
  const rows = db.prepare(`SELECT id FROM transactions WHERE account = '${account}'`).all(...values);
  res.json(rows);
}
