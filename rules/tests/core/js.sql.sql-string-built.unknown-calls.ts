// Functions this file imports and cannot see into: a helper that formats or wraps its argument
// returns the caller's text; one whose name says it checks, counts, hashes or looks something up
// returns a value of its own.
import type { Request, Response } from 'express';
import mysql from 'mysql2/promise';
import { escapeHtml } from '../lib/html';
import { formatSearchTerm, isValidSlug, hashToken, findAccount, safeIdentifier } from '../lib/helpers';
import * as text from '../lib/text';
import { suggestTerm } from '../lib/suggest';

const pool = mysql.createPool(process.env.DATABASE_URL!);

export async function searchArticles(req: Request, res: Response) {
  // escaped for HTML, not for SQL: a quote still closes the literal
  const title = escapeHtml(String(req.query.title));
  // ruleid: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT id, title FROM articles WHERE title = '${title}'`);
  res.json(rows);
}

export async function searchByTerm(req: Request, res: Response) {
  const term = formatSearchTerm(req.query.q as string);
  // ruleid: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT id FROM articles WHERE body LIKE '%${term}%'`);
  res.json(rows);
}

export async function searchByTag(req: Request, res: Response) {
  // ruleid: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT id FROM articles WHERE tag = '${text.normalizeTag(req.params.tag)}'`);
  res.json(rows);
}

export async function articleFlags(req: Request, res: Response) {
  const valid = isValidSlug(req.params.slug);
  const digest = hashToken(req.query.token as string);
  const account = await findAccount(req.query.account as string);
  // ok: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT * FROM flags WHERE valid = ${valid} AND token_hash = '${digest}' AND account_id = ${account.id}`);
  res.json(rows);
}

// an awaited helper is I/O: its value is what the service answered, not the term it was asked about
export async function cachedSuggestions(req: Request, res: Response) {
  const suggestion = await suggestTerm(`https://suggest.example.com/v1?q=${encodeURIComponent(String(req.query.q))}`);
  // ok: js.sql.sql-string-built
  const [rows] = await pool.query(`INSERT INTO suggestion_log (term) VALUES ('${suggestion.best}')`);
  res.json(rows);
}

export async function sortedArticles(req: Request, res: Response) {
  // ok: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT id FROM articles ORDER BY ${safeIdentifier(req.query.sort as string)}`);
  res.json(rows);
}

// a method of a client the app set up is an operation of that client: its value is its own answer
export async function linkedAccount(req: Request, res: Response) {
  const { accounts } = await connectDirectory();
  const linked = await accounts.resolveLink({ code: req.body.code });
  // ok: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT * FROM members WHERE directory_id = '${linked.directoryId}'`);
  res.json(rows);
}

async function connectDirectory() {
  return { accounts: { resolveLink: async (_: { code: string }) => ({ directoryId: 'dir_1' }) } };
}
