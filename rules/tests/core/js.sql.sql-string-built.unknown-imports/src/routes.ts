// Calls into another module of the app: what that function returns decides, once the import is
// followed; a package this tree does not hold stays unknown, and its value carries its argument
import type { Request, Response } from 'express';
import mysql from 'mysql2/promise';
import { titleCase } from 'title-case';
import { formatTerm, sortColumn } from './lib/text';

const pool = mysql.createPool(process.env.DATABASE_URL ?? '');

export async function search(req: Request, res: Response) {
  const term = formatTerm(String(req.query.q));
  // ruleid: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT id FROM articles WHERE title LIKE '%${term}%'`);
  res.json(rows);
}

export async function sorted(req: Request, res: Response) {
  // ok: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT id FROM articles ORDER BY ${sortColumn(String(req.query.sort))}`);
  res.json(rows);
}

export async function byExcerpt(req: Request, res: Response) {
  // a package's text helper: its value is the same text, quotes and all
  // ruleid: js.sql.sql-string-built
  const [rows] = await pool.query(`SELECT id FROM articles WHERE excerpt = '${titleCase(String(req.query.excerpt))}'`);
  res.json(rows);
}
