import type { Request, Response } from "express";
import { Pool } from "pg";
import ControllerBase from "../lib/controller-base";
import { SqlHelper } from "../lib/sql";

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

export default class TasksController extends ControllerBase {
  // member ids become placeholders; the ids travel apart, as `params`
  private static membersFilter(text: string, offset: number): { clause: string; params: string[] } {
    if (!text) return { clause: "", params: [] };
    const ids = text.split(",").filter((id) => id.trim());
    const { clause } = SqlHelper.buildInClause(ids, offset);
    return { clause: `id IN (SELECT task_id FROM task_assignees WHERE member_id IN (${clause}))`, params: ids };
  }

  // the search text pasted between quotes
  private static titleFilter(text: string): { clause: string; params: string[] } {
    return { clause: `title ILIKE '%${text}%'`, params: [] };
  }

  private static listQuery(query: Record<string, unknown>): { text: string; params: unknown[] } {
    const params: unknown[] = [query.project];
    const members = TasksController.membersFilter(query.members as string, 2);
    params.push(...members.params);
    const archived = query.archived === "true" ? "archived IS TRUE" : "archived IS FALSE";
    const filters = [archived, members.clause].filter((part) => !!part).join(" AND ");
    // ok: js.sql.sql-string-built
    const text = `SELECT id, name FROM tasks WHERE project_id = $1 AND ${filters} ORDER BY sort_order`;
    return { text, params };
  }

  private static searchQuery(query: Record<string, unknown>): string {
    const title = TasksController.titleFilter(query.q as string);
    // ruleid: js.sql.sql-string-built
    return `SELECT id, name FROM tasks WHERE ${title.clause}`;
  }

  // the inherited helper given fixed columns: only they and placeholders reach the text
  private static namedQuery(query: Record<string, unknown>): string {
    const { clause } = TasksController.ilikeClause(query, query.exact ? "t.name" : ["t.name", "t.description"], 2);
    // ok: js.sql.sql-string-built
    return `SELECT t.id, t.name FROM tasks t WHERE t.project_id = $1 ${clause}`;
  }

  // given the column the client asked for (the value model knows it for the client's; the taint
  // flow does not yet follow a static method inherited from a class of another file)
  private static columnQuery(query: Record<string, unknown>): string {
    const { clause } = TasksController.ilikeClause(query, query.column as string, 2);
    // todoruleid: js.sql.sql-string-built
    return `SELECT t.id, t.name FROM tasks t WHERE t.project_id = $1 ${clause}`;
  }

  // an allow-list of sort columns (a comment among its entries), with a fixed fallback
  private static sortColumn(field: unknown): string {
    const columns: Record<string, string> = {
      name: "t.name",
      // most recently changed first when asked
      updated: "t.updated_at",
    };
    return columns[String(field)] || "t.sort_order";
  }

  // the column the client named, prefixed
  private static rawColumn(field: unknown): string {
    return `t.${String(field)}`;
  }

  private static sortedQuery(query: Record<string, unknown>): string {
    const column = this.sortColumn(query.sort);
    const order = query.order === "desc" ? "DESC" : "ASC";
    // ok: js.sql.sql-string-built
    return `SELECT t.id, t.name FROM tasks t WHERE t.project_id = $1 ORDER BY ${column} ${order}`;
  }

  private static unsortedQuery(query: Record<string, unknown>): string {
    const column = this.rawColumn(query.sort);
    // ruleid: js.sql.sql-string-built
    return `SELECT t.id, t.name FROM tasks t WHERE t.project_id = $1 ORDER BY ${column}`;
  }

  public static async sorted(req: Request, res: Response) {
    const text = req.query.raw ? TasksController.unsortedQuery(req.query) : TasksController.sortedQuery(req.query);
    res.json((await pool.query(text, [req.params.project])).rows);
  }

  public static async named(req: Request, res: Response) {
    const rows = await pool.query(TasksController.namedQuery(req.query), [req.params.project, req.query.search]);
    res.json(rows.rows);
  }

  public static async byColumn(req: Request, res: Response) {
    const rows = await pool.query(TasksController.columnQuery(req.query), [req.params.project, req.query.search]);
    res.json(rows.rows);
  }

  public static async list(req: Request, res: Response) {
    const { text, params } = TasksController.listQuery(req.query);
    res.json((await pool.query(text, params)).rows);
  }

  public static async search(req: Request, res: Response) {
    res.json((await pool.query(TasksController.searchQuery(req.query))).rows);
  }
}
