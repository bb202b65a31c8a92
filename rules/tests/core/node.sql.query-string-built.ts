import { Router, Request, Response } from 'express';
import { Pool } from 'pg';
import mysql from 'mysql2/promise';

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const USERS_TABLE = 'app_users';
const router = Router();

router.get('/users/:id', async (req: Request, res: Response) => {
  // ruleid: node.sql.query-string-built
  const { rows } = await pool.query(`SELECT id, email, name FROM users WHERE id = ${req.params.id}`);
  res.json(rows[0]);
});

router.get('/users/:id/v2', async (req: Request, res: Response) => {
  // ok: node.sql.query-string-built
  const { rows } = await pool.query('SELECT id, email, name FROM users WHERE id = $1', [req.params.id]);
  res.json(rows[0]);
});

// Helpers exported to other modules and called by none here: whether request data reaches their
// parameters is not shown: review items (info, needs_review); a route handing them request data is a
// shown flow
export async function findByEmail(conn: mysql.Connection, email: string) {
  // ruleid: node.sql.query-string-built
  const [rows] = await conn.query("SELECT * FROM accounts WHERE email = '" + email + "' LIMIT 1");
  return rows;
}

export async function findByEmailSafe(conn: mysql.Connection, email: string) {
  // ok: node.sql.query-string-built
  const [rows] = await conn.execute('SELECT * FROM accounts WHERE email = ? LIMIT 1', [email]);
  return rows;
}

export async function listOrders(sequelize: any, status: string, sort: string) {
  // ruleid: node.sql.query-string-built
  return sequelize.query(`SELECT * FROM orders WHERE status = '${status}' ORDER BY ${sort}`, {
    type: 'SELECT',
  });
}

export async function usersByIds(ids: number[]) {
  // ok: node.sql.query-string-built
  const { rows } = await pool.query(
    `SELECT * FROM ${USERS_TABLE} WHERE id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})`,
    ids,
  );
  return rows;
}

// called below by a route with its tenant parameter
export async function byRepository(dataSource: any, tenant: string) {
  // ruleid: node.sql.query-string-built
  return dataSource.query(`DELETE FROM sessions WHERE tenant = '${tenant}'`);
}

export async function byRepositorySafe(dataSource: any, tenant: string) {
  // ok: node.sql.query-string-built
  return dataSource.query('DELETE FROM sessions WHERE tenant = $1', [tenant]);
}

const SORTABLE: Record<string, string> = { created: 'created_at', total: 'total' };

export async function listSorted(sort: string, direction: string) {
  const column = SORTABLE[sort] ?? 'created_at';
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  // ok: node.sql.query-string-built
  const { rows } = await pool.query(`SELECT * FROM orders ORDER BY ${column} ${dir} LIMIT 50`);
  return rows;
}

export async function listSortedUnsafe(sort: string, direction: string) {
  const column = SORTABLE[sort] ?? 'created_at';
  // ruleid: node.sql.query-string-built
  const { rows } = await pool.query(`SELECT * FROM orders ORDER BY ${column} ${direction} LIMIT 50`);
  return rows;
}

// the same query with the request's sort direction
router.get('/orders', async (req: Request, res: Response) => {
  const column = SORTABLE[String(req.query.sort)] ?? 'created_at';
  // ruleid: node.sql.query-string-built
  const { rows } = await pool.query(`SELECT * FROM orders ORDER BY ${column} ${req.query.direction} LIMIT 50`);
  res.json(rows);
});

// the request's text handed whole to the driver, and through a helper of this file
router.post('/reports/run', async (req: Request, res: Response) => {
  // ruleid: node.sql.query-string-built
  const { rows } = await pool.query(req.body.sql);
  res.json(rows);
});

router.delete('/tenants/:tenant/sessions', async (req: Request, res: Response) => {
  await byRepository(req.app.locals.dataSource, req.params.tenant);
  res.sendStatus(204);
});

export async function cacheLookup(cache: any, id: string) {
  // ok: node.sql.query-string-built
  return cache.get(`user:${id}`);
}

// dub's stats update: a bound placeholder per column of an object the code computed
export async function updateStats(conn: mysql.Connection, programId: string, stats: Record<string, number>) {
  const entries = Object.entries(stats).filter(([, value]) => Number.isFinite(value));
  // ruleid: node.sql.query-string-built
  await conn.execute(
    `UPDATE ProgramEnrollment SET ${entries.map(([key]) => `${key} = ?`).join(', ')} WHERE programId = ?`,
    [...entries.map(([, value]) => value), programId],
  );
}

router.patch('/profile', async (req: Request, res: Response) => {
  // the column names are the request body's keys
  // ruleid: node.sql.query-string-built
  await pool.query(`UPDATE users SET ${Object.keys(req.body).map((key) => `${key} = ?`).join(', ')} WHERE id = ?`, [
    ...Object.values(req.body),
    res.locals.userId,
  ]);
  res.sendStatus(204);
});

// a statement a builder holds runs on the connection it is handed: the argument is the executor
export async function tableExists(opts: { db: Kysely<Database>; tableName: string }): Promise<boolean> {
  const { db, tableName } = opts;
  // ok: node.sql.query-string-built
  const result = await ksql<{ exists: boolean }>`
    SELECT EXISTS (SELECT 1 FROM information_schema.tables WHERE table_name = ${tableName}) AS exists
  `.execute(db);
  return result.rows[0]?.exists ?? false;
}

export async function recordRedirect(connection: PoolClient, fromPath: string, toPath: string) {
  // ok: node.sql.query-string-built
  await del('url_redirect').where('from_path', '=', toPath).execute(connection);
  // ok: node.sql.query-string-built
  await insert('url_redirect').given({ from_path: fromPath, to_path: toPath }).execute(connection);
}

router.post('/widgets/:uuid/delete', async (req: Request, res: Response) => {
  // ok: node.sql.query-string-built
  await del('widget').where('uuid', '=', req.params.uuid).execute(pool);
  res.sendStatus(204);
});

// a connection handed out by a call still runs the SQL text it is given
router.get('/audit', async (req: Request, res: Response) => {
  const sqlText = `SELECT * FROM audit WHERE actor = '${req.query.actor}'`;
  // ruleid: node.sql.query-string-built
  const [rows] = await pools.get(req.app.locals.tenant).execute(sqlText);
  res.json(rows);
});
