import { Pool, type PoolClient } from 'pg';
import knexFactory from 'knex';

const ORDERS_TABLE = 'orders';

export const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  // ruleid: node.tls.reject-unauthorized-false
  ssl: process.env.PGSSL === 'off' ? undefined : { rejectUnauthorized: false },
});

export const knex = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL });

export interface Order {
  id: string;
  customerId: string;
  status: 'pending' | 'paid' | 'shipped' | 'cancelled';
  total: number;
  createdAt: Date;
}

const SORTABLE: Record<string, string> = { created: 'created_at', total: 'total', status: 'status' };

export async function findOrder(id: string, customerId: string): Promise<Order | undefined> {
  const { rows } = await pool.query(
    `SELECT id, customer_id AS "customerId", status, total, created_at AS "createdAt"
       FROM ${ORDERS_TABLE}
      WHERE id = $1 AND customer_id = $2`,
    [id, customerId],
  );
  return rows[0];
}

export async function listOrders(customerId: string, sort: string, limit: number): Promise<Order[]> {
  const column = SORTABLE[sort] ?? 'created_at';
  const { rows } = await pool.query(
    `SELECT * FROM ${ORDERS_TABLE} WHERE customer_id = $1 ORDER BY ${column} DESC LIMIT $2`,
    [customerId, Math.min(limit, 100)],
  );
  return rows;
}

export async function searchOrders(customerId: string, term: string): Promise<Order[]> {
  // ruleid: node.sql.query-string-built, js.sql.sql-string-built
  const { rows } = await pool.query(`SELECT * FROM orders WHERE customer_id = '${customerId}' AND note ILIKE '%${term}%'`);
  return rows;
}

export async function ordersByIds(ids: string[]): Promise<Order[]> {
  const placeholders = ids.map((_, i) => `$${i + 1}`).join(', ');
  const { rows } = await pool.query(`SELECT * FROM ${ORDERS_TABLE} WHERE id IN (${placeholders})`, ids);
  return rows;
}

export async function countByStatus(status: string): Promise<number> {
  // an exported helper no code here calls: whether request data reaches `status` is not shown (issue 23:
  // reported for review, info severity)
  // ruleid: node.sql.raw-fragment-built
  const [{ count }] = await knex(ORDERS_TABLE).whereRaw("status = '" + status + "'").count('* as count');
  return Number(count);
}

export async function revenueSince(since: Date): Promise<number> {
  const [{ sum }] = await knex(ORDERS_TABLE).where('created_at', '>=', since).whereRaw('status = ?', ['paid']).sum('total as sum');
  return Number(sum ?? 0);
}

export async function archiveOlderThan(days: number, client?: PoolClient) {
  const db = client ?? pool;
  // `days: number`: a number cannot close the quote (issue 23's value model; was reported before)
  // ok: js.sql.sql-string-built
  const statement = `UPDATE orders SET archived = true WHERE created_at < now() - interval '${days} days'`;
  await db.query(statement);
}

export async function cancelOrder(id: string, customerId: string) {
  const result = await pool.query(
    "UPDATE orders SET status = 'cancelled' WHERE id = $1 AND customer_id = $2 AND status = 'pending'",
    [id, customerId],
  );
  return result.rowCount === 1;
}
