import express, { Request, Response } from "express";
import { Pool } from "pg";

const db = new Pool();
const router = express.Router();

class ReportsBase {
  // returns the clause and its values apart: printed whole, the object is `[object Object]`
  protected static dateRangeClause(key: string, dateRange: string[], offset = 1): { clause: string; params: string[] } {
    if (dateRange && dateRange.length === 2) {
      const start = dateRange[0].split("T")[0];
      const end = dateRange[1].split("T")[0];
      const query = `AND created_at::DATE BETWEEN $${offset}::DATE AND $${offset + 1}::DATE`;
      return { clause: query, params: [start, end] };
    }
    if (key === "LAST_WEEK") return { clause: "AND created_at >= CURRENT_DATE - 7", params: [] };
    return { clause: "", params: [] };
  }

  // an object whose own toString prints what it holds
  protected static printedClause(dateRange: string[]) {
    return { from: dateRange[0], toString: () => `AND created_at >= '${dateRange[0]}'` };
  }

  // the same helper returning the text with the range pasted into it
  protected static rangeText(dateRange: string[]) {
    if (dateRange.length === 2) return `AND created_at::DATE BETWEEN '${dateRange[0]}' AND '${dateRange[1]}'`;
    return { clause: "" };
  }
}

class Reports extends ReportsBase {
  public static async projectLogs(req: Request, res: Response) {
    const durationClause = this.dateRangeClause(req.query.duration as string, req.query.date_range as string[]);
    // ok: js.sql.sql-string-built
    const q = `SELECT time_spent FROM task_work_log WHERE project_id = $1 ${durationClause}`;
    res.json((await db.query(q, [req.query.id])).rows);
  }

  public static async printedLogs(req: Request, res: Response) {
    const clause = this.printedClause(req.query.date_range as string[]);
    // ruleid: js.sql.sql-string-built
    const q = `SELECT time_spent FROM task_work_log WHERE project_id = $1 ${clause}`;
    res.json((await db.query(q, [req.query.id])).rows);
  }

  public static async rangeLogs(req: Request, res: Response) {
    const clause = this.rangeText(req.query.date_range as string[]);
    // ruleid: js.sql.sql-string-built
    const q = `SELECT time_spent FROM task_work_log WHERE project_id = $1 ${clause}`;
    res.json((await db.query(q, [req.query.id])).rows);
  }

  public static async spreadLogs(req: Request, res: Response) {
    const filter = { ...req.body.filter, team: req.query.team };
    // ruleid: js.sql.sql-string-built
    const q = `SELECT * FROM task_work_log WHERE ${filter}`;
    res.json((await db.query(q)).rows);
  }
}

router.get("/projects/logs", (req, res) => Reports.projectLogs(req, res));
router.get("/projects/printed", (req, res) => Reports.printedLogs(req, res));
router.get("/projects/range", (req, res) => Reports.rangeLogs(req, res));
router.post("/projects/spread", (req, res) => Reports.spreadLogs(req, res));

export default router;
