// The value model: SQL text assembled in a variable from the code's own values (a constant
// column list, loop counters, numbers, a string-literal union) is quiet; text from a request is
// reported, in a variable, an options object or a `+=`.
import type { Request, Response } from 'express';
import mysql from 'mysql2/promise';
import Joi from 'joi';
import * as yup from 'yup';
import { z } from 'zod';

const pool = mysql.createPool(process.env.DATABASE_URL ?? '');
const COLUMNS = ['id', 'title', 'created_at'] as const;
type Order = 'ASC' | 'DESC';

export async function recent(limit: number, order: Order) {
  // ok: js.sql.sql-string-built
  const sql = `SELECT ${COLUMNS.join(', ')} FROM posts ORDER BY created_at ${order} LIMIT ${limit}`;
  const [rows] = await pool.query(sql);
  return rows;
}

export async function histogram() {
  const parts: string[] = [];
  for (let bucket = 0; bucket < 24; bucket++) {
    // ok: js.sql.sql-string-built
    parts.push(`SUM(CASE WHEN HOUR(created_at) = ${bucket} THEN 1 ELSE 0 END) AS h${bucket}`);
  }
  const [rows] = await pool.query({ sql: `SELECT ${parts.join(', ')} FROM visits` });
  return rows;
}

export async function byAuthor(req: Request, res: Response) {
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT ${COLUMNS.join(', ')} FROM posts WHERE author = '${req.query.author}'`;
  const [rows] = await pool.query(sql);
  res.json(rows);
}

export async function searchPosts(req: Request, res: Response) {
  let where = 'WHERE published = 1';
  if (req.query.tag) {
    // ruleid: js.sql.sql-string-built
    where += ` AND tag = '${req.query.tag}'`;
  }
  if (req.query.mine) {
    // ok: js.sql.sql-string-built
    where += ` AND author_id = ${Number(res.locals.userId)}`;
  }
  const [rows] = await pool.query({ sql: `SELECT * FROM posts ${where}`, timeout: 5000 });
  res.json(rows);
}

// An escaper counts only for the context it escapes for: HTML escaping leaves a quote to SQL
// that closes the string (`escapeHtml` turns ' into &#39; in some libraries, but not `he`'s
// default `encode` or a hand-written one that only handles < and >).
// (a known miss: the flow model takes a call it does not know for data of its own)
export async function findByTitle(req: Request, res: Response) {
  // todoruleid: js.sql.sql-string-built
  const sql = `SELECT id, title FROM posts WHERE title = '${escapeHtml(String(req.query.title))}'`;
  const [rows] = await pool.query(sql);
  res.json(rows);
}

export async function findBySlug(req: Request, res: Response) {
  // ok: js.sql.sql-string-built
  const sql = `SELECT id, title FROM posts WHERE slug = ${SqlString.escape(req.params.slug)}`;
  const [rows] = await pool.query(sql);
  res.json(rows);
}

// a zod schema decides what a parsed field is: a number or an enum cannot close a quote, a string can
const ReportQuery = z.object({
  days: z.coerce.number().int().min(1).max(90),
  metric: z.enum(['views', 'clicks']),
  domain: z.string(),
});

export async function report(req: Request, res: Response) {
  const query = ReportQuery.parse(req.query);
  // ok: js.sql.sql-string-built
  const sql = `SELECT ${query.metric} FROM stats WHERE day > NOW() - INTERVAL ${query.days} DAY`;
  const [rows] = await pool.query(sql);
  res.json(rows);
}

export async function byDomain(req: Request, res: Response) {
  const input = ReportQuery.parse(req.query);
  // the parse hands back the request's data: `domain` is any text
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT views FROM stats WHERE domain = '${input.domain}' AND day > NOW() - INTERVAL ${input.days} DAY`;
  const [rows] = await pool.query(sql);
  res.json(rows);
}

// typed by the schema, but from a caller this file does not show: a review item (info, needs_review)
export async function byDomainFor(input: z.infer<typeof ReportQuery>) {
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT views FROM stats WHERE domain = '${input.domain}' AND day > NOW() - INTERVAL ${input.days} DAY`;
  return pool.query(sql);
}

// a safe parse: the parsed value is the result's `data`, typed field by field as the schema says
const ExportQuery = z.object({
  accountId: z.string().uuid(),
  year: z.coerce.number().int(),
  sender: z.string().email(),
});

export async function exportInvoices(req: Request, res: Response) {
  const result = ExportQuery.safeParse(req.query);
  if (!result.success) return res.status(400).json(result.error.flatten());
  // ok: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT * FROM invoices WHERE account_id = '${result.data.accountId}' AND year = ${result.data.year}`);
  return res.json(rows);
}

export async function exportMails(req: Request, res: Response) {
  const result = ExportQuery.safeParse(req.query);
  if (!result.success) return res.status(400).end();
  // an email address may hold a quote: text
  // ruleid: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT * FROM mails WHERE sender = '${result.data.sender}'`);
  return res.json(rows);
}

export async function exportYear(req: Request, res: Response) {
  const { data, success } = ExportQuery.safeParse(req.query);
  if (!success) return res.status(400).end();
  // ok: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT * FROM invoices WHERE year = ${data.year}`);
  return res.json(rows);
}

export async function exportSender(req: Request, res: Response) {
  const { data, success } = ExportQuery.safeParse(req.query);
  if (!success) return res.status(400).end();
  // ruleid: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT * FROM mails WHERE sender = '${data.sender}'`);
  return res.json(rows);
}

// joi and yup schemas read the same way
const Paging = Joi.object({
  page: Joi.number().integer().min(1),
  sort: Joi.string().valid('name', 'created_at'),
  q: Joi.string(),
});
const Filter = yup.object({ archived: yup.boolean(), owner: yup.string() });

export async function listProjects(req: Request, res: Response) {
  const filter = Filter.validateSync(req.query);
  const page = Paging.cast(req.query);
  // ok: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT * FROM projects WHERE archived = ${filter.archived} ORDER BY ${page.sort} LIMIT 20 OFFSET ${(page.page - 1) * 20}`);
  return res.json(rows);
}

export async function searchProjects(req: Request, res: Response) {
  const paging = await Paging.validateAsync(req.query);
  // ruleid: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT * FROM projects WHERE name LIKE '%${paging.q}%'`);
  return res.json(rows);
}

// a helper's options: `query` declared a plain string is SQL text the code passes, not the request's
// query parameters (a record)
interface CreateViewOptions {
  name: string;
  query: string;
  orderBy: string[];
}

function createMaterializedView({ name, query, orderBy }: CreateViewOptions): string {
  // ok: js.sql.sql-string-built
  return `CREATE MATERIALIZED VIEW IF NOT EXISTS ${name} ORDER BY (${orderBy.join(', ')}) AS ${query}`;
}

const VIEWS: CreateViewOptions[] = [
  { name: 'daily_events', query: 'SELECT toDate(created_at) AS day, count() AS n FROM events GROUP BY day', orderBy: ['day'] },
];

export const viewStatements = () => VIEWS.map((view) => createMaterializedView(view));

// a handler's destructured query is the request's query parameters, typed or not
export const searchOrders = async ({ query }: { query: { customer: string } }, res: Response) => {
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT * FROM orders WHERE customer = '${query.customer}'`;
  res.json(await pool.query(sql));
};

export const searchUsers = async ({ query }: Request, res: Response) => {
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT * FROM users WHERE name = '${query.name}'`;
  res.json(await pool.query(sql));
};

// inferred types: a number default makes the parameter a number, an element of an `as const` array
// one of its literals, `keyof typeof` of an object literal one of its keys
export const SESSION_DISTINCT_FIELDS = ['referrer_name', 'country', 'os', 'browser'] as const;
export type SessionDistinctField = (typeof SESSION_DISTINCT_FIELDS)[number];
const SORTABLE = { created: 'created_at', name: 'display_name' };
type SortKey = keyof typeof SORTABLE;

export async function sessionDistinctValues(field: SessionDistinctField, limit = 200) {
  // ok: js.sql.sql-string-built
  const sql = `SELECT ${field} AS value, count() AS cnt FROM sessions WHERE ${field} != '' GROUP BY value LIMIT ${limit}`;
  return pool.query(sql);
}

export async function cohortEventsPerDay(days = 30, includeToday = false) {
  // ok: js.sql.sql-string-built
  const sql = `SELECT toDate(created_at) AS date FROM events WHERE created_at >= now() - INTERVAL ${days} DAY AND ${includeToday} ORDER BY date`;
  return pool.query(sql);
}

export async function sortedProfiles(sort: SortKey) {
  // ok: js.sql.sql-string-built
  const sql = `SELECT id FROM profiles ORDER BY ${sort} DESC`;
  return pool.query(sql);
}

// a string default, an array not declared `as const`, the keys of a record typed for any key: text
const LOOSE_FIELDS = ['country', 'os'];
type LooseField = (typeof LOOSE_FIELDS)[number];
const LABELS: Record<string, string> = { created: 'Created' };
type LabelKey = keyof typeof LABELS;

export async function topPaths(order = 'DESC') {
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT path FROM pages ORDER BY count ${order}`;
  return pool.query(sql);
}

export async function looseDistinct(field: LooseField) {
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT ${field} AS value FROM sessions GROUP BY value`;
  return pool.query(sql);
}

export async function labelled(key: LabelKey) {
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT id FROM profiles ORDER BY ${key}`;
  return pool.query(sql);
}

// the text of a regular expression matching the statements a mocked driver receives: a pattern
export function mockInsert(tracker: Tracker, table: string, variables: string[], returnValue: unknown = null): void {
  // ok: js.sql.sql-string-built
  const insertRegex = new RegExp(`insert into "${table}" \\(${variables.map((v) => `"${v}"`).join(', ')}\\) values .*`);
  tracker.on.insert(insertRegex).responseOnce(returnValue);
}

export function tableStatement(table: string): string {
  // ruleid: js.sql.sql-string-built
  return `insert into "${table}" (id) values (1)`;
}

// the client picks columns from a list: a filter that keeps only the listed ones leaves the code's names
const EXPORTABLE = new Set(['id', 'title', 'created_at', 'author_id']);

export async function exportPosts(req: Request, res: Response) {
  const requested = String(req.query.fields ?? '').split(',');
  const columns = requested.filter((field) => EXPORTABLE.has(field) && field.length > 0);
  // ok: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT ${columns.join(', ')} FROM posts`);
  const named = requested.filter((field) => /^[a-z_]+$/.test(field));
  // ok: js.sql.sql-string-built
  const [more] = await pool.query(`SELECT ${named.join(', ')} FROM drafts`);
  // keeping what the list lacks, or anything non-empty, keeps the client's text
  const unknown = requested.filter((field) => !EXPORTABLE.has(field));
  // ruleid: js.sql.sql-string-built
  await pool.query(`INSERT INTO audit (note) VALUES ('${unknown.join(',')}')`);
  res.json({ rows, more });
}

export async function exportDrafts(req: Request, res: Response) {
  const requested = String(req.query.fields ?? '').split(',');
  const nonEmpty = requested.filter((field) => field.trim() !== '');
  // ruleid: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT ${nonEmpty.join(', ')} FROM drafts`);
  res.json(rows);
}
