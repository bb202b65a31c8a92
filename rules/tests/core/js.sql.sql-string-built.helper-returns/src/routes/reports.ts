import type { Request, Response } from "express";
import { Router } from "express";
import moment from "moment";
import { Pool } from "pg";
import { SqlHelper, bindAll, inList, placeholders, questionMarks, quotedIds } from "../lib/sql";

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const router = Router();

router.post("/reports/time", async (req: Request, res: Response) => {
  const teams: string[] = req.body.teams || [];
  const { clause, params } = SqlHelper.buildInClause(teams, 2);
  // ok: js.sql.sql-string-built
  const sql = `SELECT project_id, SUM(seconds) FROM time_logs WHERE user_id = $1 AND team_id IN (${clause}) GROUP BY 1`;
  res.json((await pool.query(sql, [req.params.user, ...params])).rows);
});

router.post("/reports/projects", async (req: Request, res: Response) => {
  const projects = SqlHelper.buildInClause(req.body.projects, 1);
  const projectClause = projects.clause;
  // ok: js.sql.sql-string-built
  const sql = `SELECT id, name FROM projects WHERE id IN (${projectClause}) ORDER BY name`;
  res.json((await pool.query(sql, projects.params)).rows);
});

router.post("/reports/teams", async (req: Request, res: Response) => {
  const teams = bindAll(req.body.teams, 2);
  const { clause } = bindAll(req.body.projects, 2 + teams.params.length);
  // ok: js.sql.sql-string-built
  const sql = `SELECT * FROM time_logs WHERE user_id = $1 AND team_id IN (${teams.clause}) AND project_id IN (${clause})`;
  res.json((await pool.query(sql, [req.params.user, ...teams.params, ...req.body.projects])).rows);
});

router.post("/reports/tags", async (req: Request, res: Response) => {
  const tags: string[] = req.body.tags;
  // ok: js.sql.sql-string-built
  const sql = `SELECT * FROM tags WHERE id IN (${placeholders(tags.length)}) OR slug IN (${questionMarks(tags)})`;
  res.json((await pool.query(sql, [...tags, ...tags])).rows);
});

router.post("/reports/members", async (req: Request, res: Response) => {
  const members = quotedIds(req.body.members);
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT * FROM team_members WHERE id IN (${members.clause})`;
  res.json((await pool.query(sql)).rows);
});

router.post("/reports/guests", async (req: Request, res: Response) => {
  const { clause } = quotedIds(req.body.guests);
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT * FROM guests WHERE id IN (${clause})`;
  res.json((await pool.query(sql)).rows);
});

// a static method of an imported class given request data: its summary (read across files, with
// --cross-file-flows) says the text it returns holds it
router.post("/reports/owners", async (req: Request, res: Response) => {
  const owners = SqlHelper.quotedList(req.body.owners);
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT * FROM owners WHERE id IN (${owners.clause})`;
  res.json((await pool.query(sql)).rows);
});

router.post("/reports/labels", async (req: Request, res: Response) => {
  // ruleid: js.sql.sql-string-built
  const sql = `SELECT * FROM labels WHERE id IN (${inList(req.body.labels)})`;
  res.json((await pool.query(sql)).rows);
});

export default router;
