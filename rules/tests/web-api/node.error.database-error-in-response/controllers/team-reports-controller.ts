import { Request, Response } from 'express';
import db from '../config/db';

// routed by server.ts: a live controller
export default class TeamReportsController {
  public static async getMembers(req: Request, res: Response) {
    try {
      const result = await db.query('SELECT id, name FROM team_members WHERE team_id = $1::UUID', [req.params.teamId]);
      return res.json(result.rows);
    } catch (error: any) {
      // ruleid: node.error.database-error-in-response
      return res.status(500).json({ error: error.message });
    }
  }
}
