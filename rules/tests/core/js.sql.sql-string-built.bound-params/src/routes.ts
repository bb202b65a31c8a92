// A method of a class another module declares: what its returns are, whatever it is given, decides
import type { Request, Response } from 'express';
import { Pool } from 'pg';
import { SqlParams } from './lib/sql-params';

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

export function collectionPredicate(params: SqlParams, productId: string): string {
  // ok: js.sql.sql-string-built
  return `EXISTS (SELECT 1 FROM product_collection pc WHERE pc.product_id = ${params.add(productId)})`;
}

export function namePredicate(params: SqlParams, name: string): string {
  // ruleid: js.sql.sql-string-built
  return `EXISTS (SELECT 1 FROM product_description pd WHERE pd.name = ${params.inline(name)})`;
}

export async function productsInCategory(req: Request, res: Response) {
  const params = new SqlParams();
  // ok: js.sql.sql-string-built
  const sql = `SELECT * FROM product WHERE category_id = ${params.add(req.params.category)} ORDER BY name`;
  res.json((await pool.query(sql, params.all())).rows);
}
