import express, { Request, Response } from "express";
import moment from "moment";
import dayjs from "dayjs";
import { format } from "date-fns";
import { Pool } from "pg";

const db = new Pool();
const router = express.Router();

class TimeReports {
  // a date range turned into date text by a date library before it is quoted into the SQL
  protected static minMaxDates(key: string, dateRange: string[]) {
    if (dateRange.length === 2) {
      const start = moment(dateRange[0]).format("YYYY-MM-DD");
      const end = dayjs(dateRange[1]).format("YYYY-MM-DD HH:mm");
      return `,(SELECT '${start}'::DATE) AS start_date, (SELECT '${end}'::TIMESTAMP) AS end_date`;
    }
    if (key === "YESTERDAY") return ",(SELECT CURRENT_DATE - 1) AS start_date";
    return "";
  }

  // the same helper pasting the range as it came
  protected static rawMinMaxDates(key: string, dateRange: string[]) {
    if (dateRange.length === 2) {
      return `,(SELECT '${dateRange[0]}'::DATE) AS start_date`;
    }
    if (key === "YESTERDAY") return ",(SELECT CURRENT_DATE - 1) AS start_date";
    return "";
  }

  // a format pattern with an escaped `[...]` part prints that part's text: not a date token
  protected static labelled(dateRange: string[]) {
    return `'${moment(dateRange[0]).format("[week of] YYYY")}'`;
  }

  public static async logs(req: Request, res: Response) {
    const dateRange = String(req.query.date_range || "").split(",");
    const key = req.query.duration as string;
    const minMax = this.minMaxDates(key, dateRange);
    // ok: js.sql.sql-string-built
    const q = `SELECT time_spent ${minMax} FROM logs WHERE team_id = $1`;
    res.json((await db.query(q, [req.query.team])).rows);
  }

  public static async rawLogs(req: Request, res: Response) {
    const dateRange = String(req.query.date_range || "").split(",");
    const minMax = this.rawMinMaxDates(req.query.duration as string, dateRange);
    // ruleid: js.sql.sql-string-built
    const q = `SELECT time_spent ${minMax} FROM logs WHERE team_id = $1`;
    res.json((await db.query(q, [req.query.team])).rows);
  }

  public static async weekly(req: Request, res: Response) {
    const label = this.labelled(String(req.query.range).split(","));
    // ruleid: js.sql.sql-string-built
    const q = `SELECT ${label} AS label, SUM(time_spent) FROM logs WHERE team_id = $1`;
    res.json((await db.query(q, [req.query.team])).rows);
  }
}

router.get("/logs", (req, res) => TimeReports.logs(req, res));
router.get("/logs/raw", (req, res) => TimeReports.rawLogs(req, res));
router.get("/logs/weekly", (req, res) => TimeReports.weekly(req, res));

router.get("/activity", async (req: Request, res: Response) => {
  const since = new Date(String(req.query.since)).toISOString().slice(0, 10);
  const until = format(new Date(String(req.query.until)), "yyyy-MM-dd");
  // ok: js.sql.sql-string-built
  const q = `SELECT * FROM activity WHERE day BETWEEN '${since}' AND '${until}'`;
  res.json((await db.query(q)).rows);
});

router.get("/activity/raw", async (req: Request, res: Response) => {
  const since = String(req.query.since).slice(0, 10);
  // ruleid: js.sql.sql-string-built
  const q = `SELECT * FROM activity WHERE day >= '${since}'`;
  res.json((await db.query(q)).rows);
});

export default router;
