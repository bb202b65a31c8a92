import express, { Request, Response } from "express";
import passport from "passport";
import { Pool } from "pg";

const db = new Pool();
const router = express.Router();
router.use(passport.session());

// one $n placeholder per value, the values bound beside the text
function buildInClause(values: string[], offset: number): { clause: string; params: string[] } {
  const clause = values.map((_, i) => `$${offset + i}`).join(", ");
  return { clause, params: values };
}

router.get("/projects", async (req: Request, res: Response) => {
  const teams = buildInClause(String(req.query.teams).split(","), 1);
  // ok: js.sql.sql-string-built
  const q = `SELECT id, name, EXISTS(SELECT 1 FROM favorites WHERE user_id = '${req.user?.id}' AND project_id = p.id) AS favorite
             FROM projects p WHERE team_id IN (${teams.clause})`;
  res.json((await db.query(q, teams.params)).rows);
});

router.get("/projects/archived", async (req: Request, res: Response) => {
  const teams = buildInClause(String(req.query.teams).split(","), 1);
  // ok: js.sql.sql-string-built
  const q = `SELECT * FROM archived_projects WHERE user_id = '${req.session.userId}' AND team_id IN (${teams.clause})`;
  res.json((await db.query(q, teams.params)).rows);
});

router.get("/projects/named", async (req: Request, res: Response) => {
  const teams = buildInClause(String(req.query.teams).split(","), 1);
  // ruleid: js.sql.sql-string-built
  const q = `SELECT * FROM projects WHERE owner_name = '${req.user?.name}' AND team_id IN (${teams.clause})`;
  res.json((await db.query(q, teams.params)).rows);
});

router.post("/projects/for", async (req: Request, res: Response) => {
  // ruleid: js.sql.sql-string-built
  const q = `SELECT * FROM projects WHERE user_id = '${req.body.user.id}'`;
  res.json((await db.query(q)).rows);
});

export default router;
