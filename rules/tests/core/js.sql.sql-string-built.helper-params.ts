import { Router } from 'express';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { db } from '../db';

interface ViewOptions {
  name: string;
  query: string;
  orderBy: string[];
}

// a DDL helper the migrations below call: its `query` is the SQL they wrote, not a request's
function createMaterializedView({ name, query, orderBy }: ViewOptions): string {
  // ok: js.sql.sql-string-built
  return `CREATE MATERIALIZED VIEW IF NOT EXISTS ${name} AS ${query} ORDER BY (${orderBy.join(', ')})`;
}

export const migrations = [
  createMaterializedView({
    name: 'daily_events',
    query: 'SELECT toDate(created_at) AS day, count() AS events FROM events GROUP BY day',
    orderBy: ['day'],
  }),
];

// exported, with no caller in view: a review item (info, needs_review) from its parameters, no
// longer a high as if its `query` were a request's
export function createProjection({ name, query, orderBy }: ViewOptions): string {
  // ruleid: js.sql.sql-string-built
  return `ALTER TABLE ${name} ADD PROJECTION p (${query} ORDER BY (${orderBy.join(', ')}))`;
}

async function countMatching({ query, table }: { query: string; table: string }) {
  // ruleid: js.sql.sql-string-built
  return db.query(`SELECT count(*) FROM ${table} WHERE title LIKE '%${query}%'`);
}

const router = Router();

// a route handler destructuring the request: its query is the caller's
router.get('/search', async ({ query }, res) => {
  // ruleid: js.sql.sql-string-built
  const rows = await db.query(`SELECT * FROM items WHERE name = '${query.name}'`);
  res.json(rows);
});

async function listItems({ query }, res) {
  // ruleid: js.sql.sql-string-built
  const rows = await db.query(`SELECT * FROM items ORDER BY ${query.sort}`);
  res.json(rows);
}
router.get('/items', listItems);

// the helper given the request's text by a handler: the data reaches it through the call
router.get('/count', async (req, res) => {
  res.json(await countMatching({ query: String(req.query.q), table: 'items' }));
});

// rows of a result destructured in an iteration callback: the database's, not the request's
router.get('/reports', async (_req, res) => {
  const saved = await db.select('name', 'body').from('reports');
  const texts = saved.map(({ body }) => {
    // ok: js.sql.sql-string-built
    return `SELECT '${body}' AS preview`;
  });
  res.json(texts);
});

export async function loader({ params }: LoaderFunctionArgs) {
  // ruleid: js.sql.sql-string-built
  return db.query(`SELECT * FROM pages WHERE slug = '${params.slug}'`);
}

export default router;
