import { Request, Response } from 'express';
import db from '../config/db';

// an earlier copy of the team-lead reports that no router, index or config names: dead code
export default class TeamLeadMembersController {
  public static async getMembers(req: Request, res: Response) {
    try {
      const result = await db.query('SELECT id, name FROM team_members WHERE manager_id = $1::UUID', [req.params.leadId]);
      return res.json(result.rows);
    } catch (error: any) {
      // ok: node.error.database-error-in-response
      return res.status(500).json({ error: error.message });
    }
  }
}
