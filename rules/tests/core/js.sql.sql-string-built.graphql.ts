// Apollo Server resolvers in TypeScript: typed parameters, the arguments second.
import { Pool } from 'pg';

const pool = new Pool();

interface SearchArgs {
  term: string;
}

export const resolvers = {
  Query: {
    search: async (_parent: unknown, { term }: SearchArgs) => {
      // ruleid: js.sql.sql-string-built
      const { rows } = await pool.query(`SELECT * FROM items WHERE title ILIKE '%${term}%'`);
      return rows;
    },
    item: async (_parent: unknown, args: { id: string }) => {
      // ok: js.sql.sql-string-built
      const { rows } = await pool.query('SELECT * FROM items WHERE id = $1', [args.id]);
      return rows[0];
    },
  },
};

// a helper that is no resolver (called with a constant): its second parameter is what its caller passes
export const byTitle = () => sortedBy(null, { column: "title" });
function sortedBy(_table: unknown, { column }: { column: string }) {
  // ok: js.sql.sql-string-built
  return pool.query(`SELECT * FROM items ORDER BY ${column}`);
}
