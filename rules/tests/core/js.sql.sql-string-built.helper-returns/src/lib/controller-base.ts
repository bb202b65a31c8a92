// A base class of the controllers: its search clause names the column(s) it is given and binds the text
export default abstract class ControllerBase {
  protected static ilikeClause(query: Record<string, unknown>, columns: string | string[], offset = 1) {
    const search = String(query.search || "").trim();
    let clause = "";
    const params: string[] = [];
    if (search && typeof columns === "string") {
      clause = ` AND ${columns} ILIKE $${offset}`;
      params.push(`%${search}%`);
    } else if (search && Array.isArray(columns)) {
      clause = ` AND (${columns.map((column, i) => `${column} ILIKE $${offset + i}`).join(" OR ")})`;
      columns.forEach(() => params.push(`%${search}%`));
    }
    return { clause, params };
  }
}
