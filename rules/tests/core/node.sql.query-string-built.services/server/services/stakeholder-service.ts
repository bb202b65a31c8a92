import { db } from "./db";

interface SearchParams {
  tenantId: string;
  tag?: string;
  limit?: string;
}

// the controller hands it the query string whole (controllers/stakeholder-controller.ts)
const search = async ({ tenantId, tag }: SearchParams) => {
  const sql = `select s.id, s.name, s.address from stakeholder as s
    where s.tenant_id = ${tenantId}
    ${tag ? ` and '${tag}' = ANY (s.tags) ` : ""}
    order by s.name`;
  // ruleid: node.sql.query-string-built
  return db.manyOrNone(sql);
};

// the same filter with its values bound by pg-promise's $1, $2
const searchBound = async ({ tenantId, tag }: SearchParams) => {
  // ok: node.sql.query-string-built
  return db.manyOrNone("select s.id, s.name from stakeholder as s where s.tenant_id = $1 and $2 = ANY (s.tags)", [
    tenantId,
    tag,
  ]);
};

// a page size the service turns into a number before it goes into the text
const firstPage = async ({ tenantId, limit }: SearchParams) => {
  const rows = Number(limit) > 0 ? Number(limit) : 50;
  // ok: node.sql.query-string-built
  return db.any(`select id, name from stakeholder where tenant_id = $1 order by name limit ${rows}`, [tenantId]);
};

export default { search, searchBound, firstPage };
